-- Issue 47 item 4: booking e-mails carry a calendar file; the local outbox keeps it (JSON list of
-- {filename, contentType, content}) so development and the end-to-end tests can read it.
ALTER TABLE email_outbox ADD COLUMN attachments TEXT;
