-- One name per meaning across the forms (docs/decisions/033-one-description-per-form.md): the home
-- form's fullName, workEmail, companyName and agreeToTerms are now name, email, company and consent;
-- the strategy form's businessEmail and projectDescription are email and message; the contact form
-- already used these names. Stored submissions, a lead's and a screened one's, are rebuilt key by
-- key in their own order, each value kept as the JSON it was (a ticked box stays true, never 1), so
-- an old lead reads as one sent today. The lead's columns (name, email, company…) do not change.
UPDATE inquiries SET submission = (
  SELECT json_group_object(
    CASE key
      WHEN 'fullName' THEN 'name'
      WHEN 'workEmail' THEN 'email'
      WHEN 'companyName' THEN 'company'
      WHEN 'agreeToTerms' THEN 'consent'
      ELSE key
    END,
    inquiries.submission -> fullkey ORDER BY id)
  FROM json_each(inquiries.submission))
WHERE form = 'home' AND CASE WHEN json_valid(submission) THEN json_type(submission) = 'object' ELSE 0 END;

UPDATE inquiries SET submission = (
  SELECT json_group_object(
    CASE key WHEN 'businessEmail' THEN 'email' WHEN 'projectDescription' THEN 'message' ELSE key END,
    inquiries.submission -> fullkey ORDER BY id)
  FROM json_each(inquiries.submission))
WHERE form = 'strategy' AND CASE WHEN json_valid(submission) THEN json_type(submission) = 'object' ELSE 0 END;

UPDATE screened_submissions SET submission = (
  SELECT json_group_object(
    CASE key
      WHEN 'fullName' THEN 'name'
      WHEN 'workEmail' THEN 'email'
      WHEN 'companyName' THEN 'company'
      WHEN 'agreeToTerms' THEN 'consent'
      ELSE key
    END,
    screened_submissions.submission -> fullkey ORDER BY id)
  FROM json_each(screened_submissions.submission))
WHERE form = 'home' AND CASE WHEN json_valid(submission) THEN json_type(submission) = 'object' ELSE 0 END;

UPDATE screened_submissions SET submission = (
  SELECT json_group_object(
    CASE key WHEN 'businessEmail' THEN 'email' WHEN 'projectDescription' THEN 'message' ELSE key END,
    screened_submissions.submission -> fullkey ORDER BY id)
  FROM json_each(screened_submissions.submission))
WHERE form = 'strategy' AND CASE WHEN json_valid(submission) THEN json_type(submission) = 'object' ELSE 0 END;
