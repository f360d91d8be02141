import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { careers } from "~/content/pages";
import { applyPath, JobList } from "./job-list";

function renderJobs(jobs: typeof careers.jobs) {
  render(<JobList jobs={jobs} empty={careers.emptyMessage} apply={careers.apply} />);
}

describe("JobList", () => {
  it("lists every opening with an Apply link to the contact form", () => {
    renderJobs(careers.jobs);
    const links = screen.getAllByRole("link", { name: /^Apply for / });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute(
      "href",
      applyPath(careers.jobs[0] as (typeof careers.jobs)[number], careers.apply.subject),
    );
    expect(screen.queryByText(careers.emptyMessage.heading)).not.toBeInTheDocument();
  });

  it("shows the empty-list message when there are no openings", () => {
    renderJobs([]);
    expect(screen.getByRole("status")).toHaveTextContent(careers.emptyMessage.heading);
    expect(screen.queryByRole("link", { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it("encodes the role into the subject", () => {
    expect(applyPath({ title: "Salesforce Developer" }, careers.apply.subject)).toBe(
      "/contact?subject=Application%3A%20Salesforce%20Developer",
    );
  });
});

describe("JobList in German", () => {
  it("shows each role's department and type in German, from the German site.json", () => {
    render(<JobList jobs={careers.jobs} empty={careers.emptyMessage} apply={careers.apply} language="de" />);
    expect(screen.getAllByText("Beratung").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Vollzeit").length).toBe(careers.jobs.filter((job) => job.type === "Full-time").length);
    expect(screen.queryByText("Consulting")).not.toBeInTheDocument();
  });
});
