-- mail recipient count: how many players a mail went to, kept on the mail when it is sent, so the
-- operator console's list of sent mail reads it without counting the deliveries of "everyone".
-- The same SQL runs on PGlite and PostgreSQL; it must not change once applied anywhere.

ALTER TABLE mails ADD COLUMN recipients integer NOT NULL DEFAULT 0;

UPDATE mails AS m SET recipients = (SELECT count(*) FROM mail_deliveries AS d WHERE d.mail_id = m.id);
