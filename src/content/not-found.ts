import { paths } from "~/lib/paths";

/** Spec §2: the 404 page's texts, exactly. */
export const notFound = {
  heading: "404 - Page Not Found",
  text: "Sorry, the page you are looking for does not exist.",
  homeLink: { label: "Go to Homepage", to: paths.home },
  metaDescription:
    "The page you asked for does not exist. Find our services, industries, case studies and insights from the home page.",
  suggestionsHeading: "Popular destinations",
  suggestions: [
    { label: "Services", to: paths.services },
    { label: "Case Studies", to: paths.caseStudies },
    { label: "Insights Hub", to: paths.blog },
    { label: "Contact Us", to: paths.contact },
  ],
};
