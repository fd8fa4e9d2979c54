-- Issue 43 finding 6: a practice alone no longer decides that a review is "Verified patient". The
-- patient confirms the visit in the request's thread after the practice marked it booked
-- (`patient_confirmed_at`); the badge needs both. Requests booked before this have no confirmation:
-- their patients' reviews lose the badge until the patient confirms, which the thread offers at once.
-- Written by hand like 0007-0022; app/db/schema.ts declares the same column.
ALTER TABLE `consultation_requests` ADD `patient_confirmed_at` integer;
