-- Commerce: carts, vouchers, credits, orders, payments, invoices, purchases, royalties.
-- Money is integer minor units with the world's currency. D1 has no interactive transactions:
-- every money movement is one batch() guarded by conditional statements, UNIQUE and CHECK
-- constraints, so a batch that would overspend fails whole (docs/commerce.md).

-- Schools, as far as commerce needs them (invoice purchase, school licences). The schools
-- issue adds the rest.
CREATE TABLE schools (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  vat_id TEXT,
  is_verified INTEGER NOT NULL DEFAULT 0 CHECK (is_verified IN (0, 1)),
  invoice_email TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE school_members (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  school_id INTEGER NOT NULL REFERENCES schools(id),
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('master', 'member')),
  created_at TEXT NOT NULL
);
CREATE INDEX school_members_school ON school_members (school_id);

-- One cart per visitor token and world; a signed-in user has at most one open cart per world.
CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL,
  world TEXT NOT NULL REFERENCES worlds(code),
  user_id INTEGER REFERENCES users(id),
  voucher_code TEXT,
  use_credits INTEGER NOT NULL DEFAULT 0 CHECK (use_credits IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'merged', 'ordered')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (token_hash, world)
);
CREATE UNIQUE INDEX carts_open_per_user ON carts (user_id, world) WHERE status = 'open' AND user_id IS NOT NULL;

CREATE TABLE cart_items (
  cart_id INTEGER NOT NULL REFERENCES carts(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  added_at TEXT NOT NULL,
  PRIMARY KEY (cart_id, material_id)
);

CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  world TEXT NOT NULL REFERENCES worlds(code),
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- percent: whole percent 1..100; fixed: minor units of the world's currency.
  value INTEGER NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
  currency TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  min_order INTEGER NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  max_uses_total INTEGER CHECK (max_uses_total IS NULL OR max_uses_total > 0),
  max_uses_per_user INTEGER CHECK (max_uses_per_user IS NULL OR max_uses_per_user > 0),
  uses_count INTEGER NOT NULL DEFAULT 0,
  -- JSON arrays of ids; empty = not restricted.
  author_ids TEXT NOT NULL DEFAULT '[]',
  material_ids TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  CHECK (uses_count >= 0 AND (max_uses_total IS NULL OR uses_count <= max_uses_total))
);

CREATE TABLE voucher_user_uses (
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  uses INTEGER NOT NULL,
  max_uses INTEGER,
  PRIMARY KEY (voucher_id, user_id),
  CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses))
);

-- Credit balance per user and currency; the CHECK makes an overspending batch fail whole.
CREATE TABLE credit_balances (
  user_id INTEGER NOT NULL REFERENCES users(id),
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  had_credits INTEGER NOT NULL DEFAULT 1 CHECK (had_credits IN (0, 1)),
  PRIMARY KEY (user_id, currency)
);

CREATE TABLE credit_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('grant', 'order', 'release', 'refund')),
  order_id INTEGER,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX credit_ledger_user ON credit_ledger (user_id, id DESC);
-- One spend and one give-back per order at most.
CREATE UNIQUE INDEX credit_ledger_order_reason ON credit_ledger (order_id, reason) WHERE order_id IS NOT NULL;

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  world TEXT NOT NULL REFERENCES worlds(code),
  user_id INTEGER NOT NULL REFERENCES users(id),
  cart_id INTEGER NOT NULL REFERENCES carts(id),
  school_id INTEGER REFERENCES schools(id),
  idempotency_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('demo', 'stripe', 'invoice', 'credits', 'free')),
  currency TEXT NOT NULL,
  original_price INTEGER NOT NULL CHECK (original_price >= 0),
  voucher_id INTEGER REFERENCES vouchers(id),
  voucher_discount INTEGER NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0),
  credits_used INTEGER NOT NULL DEFAULT 0 CHECK (credits_used >= 0),
  -- What the buyer owes after voucher (gross, VAT included unless reverse charge).
  gross INTEGER NOT NULL CHECK (gross >= 0),
  net INTEGER NOT NULL CHECK (net >= 0),
  vat_amount INTEGER NOT NULL CHECK (vat_amount >= 0),
  vat_rate_bp INTEGER NOT NULL CHECK (vat_rate_bp >= 0),
  vat_scheme TEXT NOT NULL CHECK (vat_scheme IN ('oss', 'reverse_charge', 'outside_eu')),
  buyer_country TEXT NOT NULL,
  buyer_vat_id TEXT,
  -- JSON: where the buyer's country came from (billing address, geo, chosen) — OSS evidence.
  country_evidence TEXT NOT NULL DEFAULT '{}',
  billing TEXT NOT NULL DEFAULT '{}',
  -- The amount the payment provider charges: gross minus credits.
  amount_due INTEGER NOT NULL CHECK (amount_due >= 0),
  provider_ref TEXT,
  -- Where the buyer pays (hosted payment page), kept so a retried checkout finds it again.
  redirect_url TEXT,
  -- The payment event that made the last state change; statements of the same batch that must
  -- run only when this batch made the change test it.
  state_event_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  UNIQUE (user_id, idempotency_key),
  CHECK (amount_due = gross - credits_used)
);
CREATE INDEX orders_user ON orders (user_id, id DESC);
-- A cart is ordered at most once at a time: a second checkout of it finds the first order.
CREATE UNIQUE INDEX orders_cart_active ON orders (cart_id) WHERE status IN ('pending', 'paid');
CREATE UNIQUE INDEX orders_provider_ref ON orders (provider_ref) WHERE provider_ref IS NOT NULL;

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  author_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  list_price INTEGER NOT NULL CHECK (list_price >= 0),
  final_price INTEGER NOT NULL CHECK (final_price >= 0),
  voucher_discount INTEGER NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0),
  net INTEGER NOT NULL CHECK (net >= 0),
  vat_amount INTEGER NOT NULL CHECK (vat_amount >= 0),
  PRIMARY KEY (order_id, material_id)
);

-- Received payment events, for de-duplication of webhook deliveries.
CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  order_id INTEGER,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- Who may download what: the buyer, or every member of the school that bought it.
CREATE TABLE purchases (
  user_id INTEGER NOT NULL REFERENCES users(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  school_id INTEGER REFERENCES schools(id),
  -- The bundle this material came with, if any.
  via_bundle_id INTEGER,
  licence_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, material_id)
);
CREATE INDEX purchases_school ON purchases (school_id, material_id) WHERE school_id IS NOT NULL;
CREATE INDEX purchases_order ON purchases (order_id);

CREATE TABLE invoice_sequences (
  world TEXT NOT NULL,
  year INTEGER NOT NULL,
  last INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (world, year)
);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  issued_at TEXT NOT NULL,
  UNIQUE (world, year, seq),
  UNIQUE (order_id, kind)
);
CREATE INDEX invoices_user ON invoices (user_id, id DESC);

CREATE TABLE royalties (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  author_id INTEGER NOT NULL REFERENCES users(id),
  currency TEXT NOT NULL,
  net INTEGER NOT NULL,
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  amount INTEGER NOT NULL,
  active_materials INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'sale' CHECK (kind IN ('sale', 'refund')),
  created_at TEXT NOT NULL,
  UNIQUE (order_id, material_id, kind)
);
CREATE INDEX royalties_author ON royalties (author_id, id DESC);
