-- Refunds, full and partial, and the buyer's consent to immediate delivery (docs/operations.md,
-- "Refunds" and "Withdrawal"). D1 has no interactive transactions: a refund is reserved in one
-- guarded batch (the order's refunded sum may never pass its gross, an item is refunded at most
-- once, one refund per request key) and settled in a second one (docs/commerce.md).

-- What has been refunded of the order so far (reserved or done), never more than it cost.
ALTER TABLE orders ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= gross);
-- Of that, what went back to the payment: never more than the provider was paid, and the rest
-- (back as credits) never more than the credits the order used. Two refunds planned at the same
-- time cannot both send the payment's last euros back.
ALTER TABLE orders ADD COLUMN refunded_to_payment INTEGER NOT NULL DEFAULT 0
  CHECK (refunded_to_payment >= 0 AND refunded_to_payment <= amount_due AND refunded - refunded_to_payment <= credits_used);
-- When the buyer agreed that the download starts at once and the right of withdrawal ends with it.
ALTER TABLE orders ADD COLUMN withdrawal_consent_at TEXT;

CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  -- The caller's idempotency key: a repeated request finds this refund.
  request_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  -- 'staff' from the staff screen; 'provider' when the payment provider reports a refund made there.
  source TEXT NOT NULL CHECK (source IN ('staff', 'provider')),
  currency TEXT NOT NULL,
  gross INTEGER NOT NULL CHECK (gross > 0),
  net INTEGER NOT NULL,
  vat_amount INTEGER NOT NULL,
  -- Where the money goes back: the payment first, then the credits the order used.
  to_payment INTEGER NOT NULL CHECK (to_payment >= 0),
  to_credits INTEGER NOT NULL CHECK (to_credits >= 0),
  -- The order is refunded whole with this refund: its state becomes refunded, the voucher use comes back.
  completes_order INTEGER NOT NULL CHECK (completes_order IN (0, 1)),
  keep_licence INTEGER NOT NULL CHECK (keep_licence IN (0, 1)),
  reason TEXT NOT NULL,
  staff_id INTEGER,
  provider_ref TEXT,
  -- Set by the batch that settled (or failed) the refund; later statements of that batch test it.
  settle_token TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  CHECK (to_payment + to_credits = gross)
);
CREATE INDEX refunds_order ON refunds (order_id, id);

CREATE TABLE refund_items (
  refund_id INTEGER NOT NULL REFERENCES refunds(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  material_id INTEGER NOT NULL,
  gross INTEGER NOT NULL CHECK (gross > 0),
  net INTEGER NOT NULL,
  vat_amount INTEGER NOT NULL,
  -- The author's royalty taken back (positive; the royalty ledger gets its negative).
  royalty INTEGER NOT NULL CHECK (royalty >= 0),
  -- An item of an order is refunded at most once (a failed refund's items are given free again).
  PRIMARY KEY (order_id, material_id)
);
CREATE INDEX refund_items_refund ON refund_items (refund_id);

-- Credit notes per refund: an order may get several. The table is rebuilt because its UNIQUE
-- (order_id, kind) allowed one credit note per order; nothing references invoices.
CREATE TABLE invoices_new (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  refund_id INTEGER REFERENCES refunds(id),
  issued_at TEXT NOT NULL,
  UNIQUE (world, year, seq),
  CHECK (kind = 'credit_note' OR refund_id IS NULL)
);
INSERT INTO invoices_new (id, world, year, seq, number, kind, order_id, user_id, issued_at)
  SELECT id, world, year, seq, number, kind, order_id, user_id, issued_at FROM invoices;
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
CREATE INDEX invoices_user ON invoices (user_id, id DESC);
CREATE UNIQUE INDEX invoices_order_invoice ON invoices (order_id) WHERE kind = 'invoice';
CREATE UNIQUE INDEX invoices_refund ON invoices (refund_id) WHERE refund_id IS NOT NULL;
CREATE UNIQUE INDEX invoices_order_credit_note_before_refunds ON invoices (order_id) WHERE kind = 'credit_note' AND refund_id IS NULL;

-- Credits given back per refund (an order may be refunded in parts), and staff grants with their author.
ALTER TABLE credit_ledger ADD COLUMN refund_id INTEGER REFERENCES refunds(id);
ALTER TABLE credit_ledger ADD COLUMN staff_id INTEGER;
DROP INDEX credit_ledger_order_reason;
CREATE UNIQUE INDEX credit_ledger_order_reason ON credit_ledger (order_id, reason) WHERE order_id IS NOT NULL AND refund_id IS NULL;
CREATE UNIQUE INDEX credit_ledger_refund ON credit_ledger (refund_id) WHERE refund_id IS NOT NULL;
