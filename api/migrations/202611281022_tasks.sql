-- Tasks (spec 3 activity types Tasks 42, vipTask 49, Tasks1 10000): daily, weekly and VIP tasks
-- with progress from real events, claimed through the rewards service (ADR 0035).

CREATE TABLE tasks (
  id integer PRIMARY KEY,
  -- daily: per UTC day; weekly: per ISO week (Monday, UTC); vip: per ISO week, from min_vip up
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly', 'vip')),
  -- what counts: settled stake (hundredths), settled rounds, paid deposits (hundredths), or an
  -- action in the app the client reports with finishTask (target 1)
  metric text NOT NULL CHECK (metric IN ('stake', 'rounds', 'deposit', 'action')),
  target bigint NOT NULL CHECK (target > 0),
  -- where an action task sends the player (an in-app path), null for the others
  action_path text CHECK (action_path IS NULL OR action_path LIKE '/%'),
  min_vip integer NOT NULL DEFAULT 0 CHECK (min_vip >= 0),
  -- list of { id: prop id, count } as vip_levels.daily_award
  awards jsonb NOT NULL,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  CHECK ((metric = 'action') = (action_path IS NOT NULL)),
  CHECK (metric <> 'action' OR target = 1)
);

-- A player's progress on a task in one period (the UTC day or the ISO week's Monday).
CREATE TABLE task_progress (
  user_id bigint NOT NULL REFERENCES users (id),
  task_id integer NOT NULL REFERENCES tasks (id),
  period date NOT NULL,
  progress bigint NOT NULL DEFAULT 0 CHECK (progress >= 0),
  finished_at timestamptz,
  PRIMARY KEY (user_id, task_id, period)
);
