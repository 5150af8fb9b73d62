-- Error reports from visitors' browsers (docs/error-reporting.md). Global data: no world key.
-- One row per group (fingerprint = normalised message + release + kind), never one per report;
-- no IP address, user agent or path is stored with a group.

CREATE TABLE error_groups (
  id INTEGER PRIMARY KEY,
  fingerprint TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('error', 'rejection', 'island', 'slow_request')),
  release TEXT NOT NULL,
  message TEXT NOT NULL,
  sample_stack TEXT,
  count INTEGER NOT NULL,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  -- JSON arrays of a few route names, island names and browser families ("Firefox 128").
  pages TEXT NOT NULL DEFAULT '[]',
  islands TEXT NOT NULL DEFAULT '[]',
  browsers TEXT NOT NULL DEFAULT '[]',
  -- The group's reports in the current clock hour: the per-group cap per hour.
  hour_start TEXT NOT NULL,
  hour_count INTEGER NOT NULL,
  -- Set by staff; a new report of the group clears it.
  resolved_at TEXT,
  resolved_by INTEGER REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX error_groups_last_seen ON error_groups (last_seen);
CREATE INDEX error_groups_first_seen ON error_groups (first_seen);
CREATE INDEX error_groups_release ON error_groups (release, last_seen);
CREATE INDEX error_groups_count ON error_groups (count);

-- Who sent reports lately, for the per-client limit: a keyed hash of the address (never the
-- address), kept only as long as the limit's window.
CREATE TABLE error_report_senders (
  sender TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX error_report_senders_sender ON error_report_senders (sender, at);
CREATE INDEX error_report_senders_at ON error_report_senders (at);
