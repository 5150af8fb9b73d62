#!/usr/bin/env node
// Commerce reliability figures: runs the concurrency suite (test/workers/commerce-reliability.test.ts)
// in workerd and writes what it counted to bench/results/commerce.md. The suite asserts every
// figure itself; this script only records them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--config', 'vitest.workers.config.ts', 'test/workers/commerce-reliability.test.ts'],
  { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 },
);
const output = `${result.stdout}\n${result.stderr}`;
const figures = {};
for (const match of output.matchAll(/RELIABILITY (\S+) (\{.*\})/g)) figures[match[1]] = JSON.parse(match[2]);
if (result.status !== 0 || !figures.checkout) {
  console.error(output);
  console.error('[commerce-bench] the reliability suite failed; no figures written');
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const c = figures.checkout;
const v = figures.voucher;
const a = figures['credits-api'];
const r = figures['credits-race'];
const md = `# Commerce reliability

Run ${new Date().toISOString()} on ${cpus().length} cores (shared), workerd via @cloudflare/vitest-plugin, local D1.
Suite: \`test/workers/commerce-reliability.test.ts\` (${seconds} s including start-up). Every figure is also asserted by the suite.

| scenario | requests | outcome |
|---|---|---|
| concurrent checkout of one cart: ${c.runs} runs × 5 requests (keys k1, k1, k2, k3, k1) | ${c.checkoutRequests} checkouts, ${c.webhookDeliveries} webhook deliveries | ${c.ordersCreated} orders for ${c.runs} carts; duplicate orders ${c.duplicateOrders}; lost (unpaid) orders ${c.lostOrders}; paid twice ${c.paidTwice}; Stripe sessions opened ${c.stripeSessionsOpened} |
| amount asked of Stripe in each run | | equal to the order's server-computed \`amount_due\` in all ${c.runs} runs (request fields for price, currency, quantity or VAT are refused with 400: \`test/workers/commerce.test.ts\`) |
| webhooks per run: \`async_payment_succeeded\` ×5, \`completed\` (unpaid) ×2, an \`expired\` after payment in every third run, shuffled and concurrent | | each order paid exactly once: 1 invoice, 1 licence, 1 sale, 1 royalty line |
| 100 concurrent checkouts, each cart holding the same single-use voucher | ${v.requests} | placed ${v.placed}, refused ${v.refused} (409 \`voucher_invalid\`); voucher uses ${v.usesCount}; orders with the voucher ${v.ordersWithVoucher} |
| 100 concurrent checkouts of one cart paid by the last credits (100 keys) | ${a.requests} | orders ${a.orders}; balance ${a.balance}; spend entries ${a.spendEntries} |
| 100 concurrent orders of one user (100 carts) each spending the whole balance | ${r.requests} | placed ${r.placed}, refused ${r.refused}; balance ${r.balance} (never negative: \`CHECK (amount >= 0)\`) |

Model-based check: \`test/unit/origin/commerce/cart-model.property.test.ts\` runs 10,000 fast-check
command sequences (add, remove, voucher, credits, sign-in, checkout) against a naive reference model.
`;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'commerce.md'), md);
console.log(md);
