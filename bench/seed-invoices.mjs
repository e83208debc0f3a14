// Seeds a merchant's invoices in bulk (generate_series) for the benchmarks; shared by the bench scripts.
//
// Row g (1-based) is created g seconds before the seed ran: statuses cycle through
// WAITING_PAYMENT, PAID, EXPIRED, CANCELED, PAID, PAID; amount 1000 + (g * 7919) % 1000000 cents;
// external_reference ref-g, customer "Customer g" <cg@example.com>, pay_address bc1qbenchg.

/** Tops the merchant up to `rows` invoices; returns how many were inserted. */
export async function seedInvoices(sql, { userId, rows, log = () => {} }) {
  const [{ count }] = await sql`select count(*)::int as count from invoices where user_id = ${userId}`;
  if (count >= rows) return 0;
  log(`seeding ${rows - count} invoices for user ${userId} (this takes a while)`);
  const started = Date.now();
  // The counters trigger would keep a million inserted rows in memory for one ledger row per key;
  // the merchant's exact counters are rebuilt in one statement instead. One transaction, so a failed
  // seed never leaves the trigger disabled.
  await sql.begin(async (tx) => {
    await tx`alter table invoices disable trigger invoices_counters_insert`;
    await tx`
      insert into invoices (user_id, gateway, status, amount_minor, currency, external_reference, customer_name,
        customer_email, checkout_id, expires_at, pay_currency, amount_due_base, pay_address, rate, rate_source,
        created_at, updated_at)
      select ${userId}, 'crypto',
        (array['WAITING_PAYMENT','PAID','EXPIRED','CANCELED','PAID','PAID'])[1 + g % 6]::invoice_status,
        1000 + (g::bigint * 7919) % 1000000, 'USD', 'ref-' || g, 'Customer ' || g, 'c' || g || '@example.com',
        md5(random()::text || g), now() - make_interval(secs => g) + interval '30 minutes', 'BTC',
        '153847', 'bc1qbench' || g, '65000', 'static',
        now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(${count + 1}::int, ${rows}::int) g`;
    await tx`alter table invoices enable trigger invoices_counters_insert`;
    await tx`delete from invoice_counters where user_id = ${userId}`;
    await tx`
      insert into invoice_counters (user_id, gateway, type, status, count)
      select user_id, gateway, type, status, count(*) from invoices where user_id = ${userId}
      group by user_id, gateway, type, status`;
  });
  // Autovacuum would get there too; the visibility map lets list pages walk the index alone.
  await sql`vacuum analyze invoices`;
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return rows - count;
}
