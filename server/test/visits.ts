/**
 * Two ways a visit arrives, shared by the measurement's tests (the stats report, the admin):
 * a LinkedIn q1 campaign landing on the DevOps page, and a Google search landing on an article.
 */
export const linkedinVisit = {
  landingPath: "/expertise/services/devops",
  utmSource: "linkedin",
  utmMedium: "social",
  utmCampaign: "q1",
};

export const googleVisit = { landingPath: "/blog/devops-salesforce-roi", referrerHost: "www.google.com" };
