-- Issue 47 item 4: booking e-mails carry a calendar file; the local outbox keeps it (JSON list of
-- {filename, contentType, content}) so development and the end-to-end tests can read it.
ALTER TABLE email_outbox ADD COLUMN attachments TEXT;

-- Issue 47 item 4: an appointment booked from a consultation request's thread, so the thread shows
-- its changes. The calendar object stays the only writer of `appointments`; the booking route
-- writes this link once the calendar has booked (no foreign key to `appointments`: its D1 copy may
-- come a moment later, from the object's alarm).
CREATE TABLE consultation_appointments (
  appointment_id TEXT PRIMARY KEY NOT NULL,
  request_id TEXT NOT NULL REFERENCES consultation_requests(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL DEFAULT (unixepoch('subsec') * 1000)
);
CREATE INDEX consultation_appointments_request_idx ON consultation_appointments (request_id);
