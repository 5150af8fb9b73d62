-- The worlds as they are today (docs/worlds.md).
--
-- Bulgaria adopted the euro on 1 January 2026 at the fixed rate 1 EUR = 1.95583 BGN: the `bg`
-- world charges EUR. What is still to be charged or spent moves to euro cents, converted at the
-- fixed rate and rounded half away from zero to the cent, as the Bulgarian euro law rounds:
-- material prices and sale prices, fixed-amount vouchers and their minimum orders, credit
-- balances (merged into a euro balance the user may already have) and referrals still waiting for
-- their reward. What happened before stays in lev, as issued: orders, invoices, sales, royalties,
-- credit notes, payouts, the credit ledger and the referral credits paid.

UPDATE worlds SET currency = 'EUR' WHERE code = 'bg';

UPDATE materials
SET sale_price = CASE
      WHEN sale_price IS NULL THEN NULL
      WHEN ROUND(sale_price / 1.95583) >= ROUND(price / 1.95583) THEN NULL
      ELSE CAST(ROUND(sale_price / 1.95583) AS INTEGER)
    END,
    price = CAST(ROUND(price / 1.95583) AS INTEGER),
    currency = 'EUR'
WHERE currency = 'BGN';

UPDATE vouchers
SET value = CASE WHEN kind = 'percent' THEN value ELSE MAX(1, CAST(ROUND(value / 1.95583) AS INTEGER)) END,
    min_order = CAST(ROUND(min_order / 1.95583) AS INTEGER),
    currency = 'EUR'
WHERE currency = 'BGN';

INSERT INTO credit_balances (user_id, currency, amount)
SELECT user_id, 'EUR', CAST(ROUND(amount / 1.95583) AS INTEGER) FROM credit_balances WHERE currency = 'BGN' AND true
ON CONFLICT (user_id, currency) DO UPDATE SET amount = credit_balances.amount + excluded.amount;
DELETE FROM credit_balances WHERE currency = 'BGN';

UPDATE referrals SET currency = 'EUR' WHERE currency = 'BGN' AND reward_state = 'waiting';
