-- Identity verification and feedback (api/README.md "KYC and feedback", ADR 0040). Players' images
-- live in the database, never under a web root: only the operator API reads them back.
CREATE TABLE player_files (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('kyc', 'feedback')),
  media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width integer NOT NULL,
  height integer NOT NULL,
  -- The upload as checked, with its metadata removed.
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_files_user ON player_files (user_id, id);

CREATE TABLE kyc_submissions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  id_type text NOT NULL,
  id_number text NOT NULL,
  front_file_id bigint NOT NULL REFERENCES player_files (id),
  back_file_id bigint REFERENCES player_files (id),
  selfie_file_id bigint NOT NULL REFERENCES player_files (id),
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
-- One submission waits for review at a time; approved and rejected ones stay as history.
CREATE UNIQUE INDEX kyc_submissions_one_waiting ON kyc_submissions (user_id) WHERE status = 'submitted';
CREATE INDEX kyc_submissions_user ON kyc_submissions (user_id, id DESC);
CREATE INDEX kyc_submissions_waiting ON kyc_submissions (id) WHERE status = 'submitted';

CREATE TABLE feedback_messages (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  message text NOT NULL,
  image_file_ids bigint[] NOT NULL DEFAULT '{}',
  reply text,
  replied_at timestamptz,
  reply_read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_messages_user ON feedback_messages (user_id, id DESC);
CREATE INDEX feedback_messages_unanswered ON feedback_messages (id) WHERE reply IS NULL;

-- Operator switches that are not app config (read by the API only).
CREATE TABLE operator_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
