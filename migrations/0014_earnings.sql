-- Earnings: what authors need for payouts and EU reporting (DAC7), downloads and views per
-- material and day, monthly self-billing credit notes and payouts (docs/seller-earnings.md).
-- Money is integer minor units.

-- Payout data next to bank_details (which holds IBAN, BIC, account holder).
CREATE TABLE payout_details (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  entity_type TEXT NOT NULL CHECK (entity_type IN ('individual', 'company')),
  legal_name TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  tax_number TEXT NOT NULL DEFAULT '',
  vat_id TEXT NOT NULL DEFAULT '',
  small_business INTEGER NOT NULL DEFAULT 0 CHECK (small_business IN (0, 1)),
  -- ISO date, individuals only (DAC7).
  birth_date TEXT,
  updated_at TEXT NOT NULL
);

-- Downloads of a material's files, counted where the file is served.
CREATE TABLE material_downloads_daily (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  world TEXT NOT NULL,
  day TEXT NOT NULL,
  downloads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (material_id, world, day)
);

-- Views of a material page, counted from the browser's page_view event (the page is cached).
CREATE TABLE material_views_daily (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  world TEXT NOT NULL,
  day TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (material_id, world, day)
);

-- Credit note numbers: one gapless sequence per year for the platform (GS-2026-000001).
CREATE TABLE credit_note_sequences (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL DEFAULT 0
);

-- One self-billing credit note per author, month and currency, over that month's royalties.
CREATE TABLE credit_notes (
  id INTEGER PRIMARY KEY,
  author_id INTEGER NOT NULL REFERENCES users(id),
  -- 'YYYY-MM'
  period TEXT NOT NULL,
  currency TEXT NOT NULL,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  sales INTEGER NOT NULL,
  refunds INTEGER NOT NULL,
  -- Sum of the royalty lines' net prices, and the royalties themselves (the credit note's net).
  sales_net INTEGER NOT NULL,
  royalty INTEGER NOT NULL,
  vat_rule TEXT NOT NULL CHECK (vat_rule IN ('vat', 'small_business', 'reverse_charge', 'outside_eu', 'not_liable')),
  vat_rate_bp INTEGER NOT NULL DEFAULT 0,
  vat_amount INTEGER NOT NULL DEFAULT 0,
  -- What is owed to the author: royalty + VAT.
  total INTEGER NOT NULL,
  -- JSON snapshot of the author's payout data when the note was made.
  recipient TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  UNIQUE (author_id, period, currency),
  UNIQUE (year, seq)
);
CREATE INDEX credit_notes_author ON credit_notes (author_id, period DESC);

-- Money sent to an author: one transfer per author and payout run (month).
CREATE TABLE payouts (
  id INTEGER PRIMARY KEY,
  author_id INTEGER NOT NULL REFERENCES users(id),
  period TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  account_holder TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (author_id, period, currency)
);
CREATE INDEX payouts_period ON payouts (period);
