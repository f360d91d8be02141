import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

const noop = () => {};

describe("Field", () => {
  it("ties the label, hint and error to the control", () => {
    render(
      <Field
        name="email"
        type="email"
        label="Work email"
        hint="We reply here."
        error="Bad"
        value=""
        onValueChange={noop}
        required
      />,
    );
    const input = screen.getByRole("textbox", { name: "Work email" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We reply here. Bad");
    const [hintId, errorId] = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(document.getElementById(hintId ?? "")).toHaveTextContent("We reply here.");
    expect(document.getElementById(errorId ?? "")).toHaveTextContent("Bad");
  });

  it("has no aria-invalid or description when there is nothing to say, and marks optional fields", () => {
    render(<Field name="company" label="Company" optionalLabel="optional" value="" onValueChange={noop} />);
    const input = screen.getByRole("textbox", { name: "Company (optional)" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(input).not.toBeRequired();
  });

  it("renders a textarea and a checkbox with the same wiring", () => {
    render(
      <>
        <Field
          name="message"
          type="textarea"
          label="Message"
          rows={3}
          error="Empty"
          value=""
          onValueChange={noop}
          required
        />
        <Field
          name="agree"
          type="checkbox"
          label="I agree"
          error="Tick it"
          checked={false}
          onCheckedChange={noop}
          required
        />
      </>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAccessibleDescription("Empty");
    const checkbox = screen.getByRole("checkbox", { name: "I agree" });
    expect(checkbox).toHaveAccessibleDescription("Tick it");
    expect(checkbox).toBeRequired();
  });

  it("renders a choice as a native select, its first option an empty prompt, with the same wiring", () => {
    render(
      <Field
        name="size"
        type="select"
        label="Company size"
        prompt="Choose…"
        options={[
          { value: "1-49", label: "1–49" },
          { value: "50-249", label: "50–249" },
        ]}
        hint="Roughly."
        error="Pick one"
        value=""
        onValueChange={noop}
        required
      />,
    );
    const select = screen.getByRole("combobox", { name: "Company size" });
    expect(select.tagName).toBe("SELECT");
    expect(select).toBeRequired();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Roughly. Pick one");
    expect(screen.getAllByRole("option").map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "Choose…"],
      ["1-49", "1–49"],
      ["50-249", "50–249"],
    ]);
    expect(select).toHaveValue("");
  });
});
