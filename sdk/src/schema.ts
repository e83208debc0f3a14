// Generated from Ponte's OpenAPI document by openapi-typescript: do not edit. `npm run sdk:generate` regenerates it.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check for load balancers
         * @description 200 when the database answers, 503 when it does not.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cron/tick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Run every background job once
         * @description For hosted schedulers: webhook deliveries and retries, invoice expiry, chain watching and PSP polling. Authorised with `Authorization: Bearer <CRON_SECRET>`.
         */
        get: operations["runTick"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/v2/crypto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a crypto payment
         * @description Converts the fiat amount at the current rate (amount due = ceil(fiat / rate) at 8 decimals, so the merchant is never underpaid), takes the next receive address of the merchant's registered wallet (BTC native segwit; ETH and every EVM token share one EVM address sequence; USDTTRON a TRON one) and answers the flat crypto payment object. `qr_code` is a base64 PNG of a BIP21 / EIP-681 wallet URI (USDTTRON: the bare address). Expires after CRYPTO_INVOICE_TTL_MINUTES (default 30).
         */
        post: operations["createCryptoPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a PIX payment (payment with QR data)
         * @description Creates a BRL payment paid with PIX. The answer carries the BR Code (`emv` = `qr_text`), its QR image (base64 PNG), the txid (`transaction_pix_id`) and the hosted checkout (`checkout_id`, `checkout_url`). `clientMode`: `noNeedToSpecify` (no client data), `fillDataNow` (`name_client`, `document_client`, `document_type` required, CPF/CNPJ check digits validated, alphanumeric CNPJ accepted), `requestCheckout` (the customer fills them on the hosted checkout before the QR is shown). Timestamps carry the PIX_TIMEZONE offset. Needs the merchant's PIX receiver profile (422 `pix_profile_missing`). `due` makes it a charge with a due date (API Pix cobv: `dataDeVencimento`, `validadeAposVencimento`, `multa`, `juros`, `abatimento`, `desconto` with their `modalidade` codes; calendar-day modalidades only), created at the PSP with `PUT /cobv/{txid}`; the answer's `amount_due_today` applies the rules to today (São Paulo calendar), and a payment of the amount due on the day paid settles it.
         */
        post: operations["createPixPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pix/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PSP callback (API Pix webhook)
         * @description Receives `{"pix": [{endToEndId, txid, valor, horario}]}` from the configured PSP (also at `/api/pix/webhook/pix`, the path API Pix appends). A callback is never trusted alone: each entry is re-read with `GET /pix/{endToEndId}` and its key, txid and amount checked before the invoice moves to PAID. When PIX_PSP_WEBHOOK_SECRET is set, the callback must carry it in the `secret` query parameter.
         */
        post: operations["receivePixCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pix/webhook/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PSP callback of a merchant's own connection (API Pix webhook)
         * @description The callback URL Ponte registers at a merchant's PSP (`PUT /webhook/{chave}`) when the merchant saves their connection; also at `/api/pix/webhook/{secret}/pix`. The secret path segment names the merchant: each entry is re-read from that merchant's PSP, and only that merchant's charges and refunds move. Entries may carry `devolucoes`, which update the merchant's PIX refunds.
         */
        post: operations["receiveMerchantPixCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pix-received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a PIX received in your bank account
         * @description For PIX payments charged without a PSP: records a PIX seen on the bank statement, with its amount (BRL) and end-to-end id (32 characters: `E`, the payer bank's ISPB, `yyyyMMddHHmm`, 11 letters or digits), as a payment of the PIX invoice, through the same state machine, events and webhooks as a PSP-confirmed one: a part leaves it PARTIALLY_PAID, the rest makes it PAID. The end-to-end id makes it idempotent: sent again, nothing changes; with another amount or on another invoice, 409 `conflict`. A payment charged through a PSP is confirmed by the PSP and refuses a PIX recorded by hand (409 `conflict`).
         */
        post: operations["recordReceivedPix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/payment-gateway/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one invoice
         * @description Merchants read their own invoices; admins and operators read any. Another merchant's invoice answers the same 404 as an unknown id.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/payment-gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description A page of invoices with an exact total. Merchants see their own; admins and operators see all, or one user's with `user_id` (403 for merchants). `start_date` is inclusive, `end_date` exclusive. What `query` matches is told with the parameter.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/resend-webhook/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend an invoice's webhook
         * @description Delivers the invoice's latest event again, at once and with the same `webhook-id`, signed per Standard Webhooks. Waits a few seconds at most: `success` when the receiver answered 2xx, `pending` otherwise (the delivery then continues with the automatic retries). Changes no invoice state and may be repeated. Admins and operators may resend for any merchant. At most 10 resends per invoice per minute.
         */
        post: operations["resendWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the event feed
         * @description Your events, oldest first, each exactly the body of its webhook delivery (the same `id`, the webhook-id). The companion of the 3 retries: a receiver that was down longer catches up here, from the `next_cursor` it kept. Events are kept at least 30 days. The order is the order of the transactions that wrote them; an event appears once every transaction that began before its own has ended, so a cursor never skips one that commits later. Poll with the last `next_cursor`; `has_more` says a full page is waiting. To follow only new events, start with `after=now`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payment (sandbox merchants)
         * @description Records a simulated payment for one of your invoices and runs it through the same state machine, events and webhooks as a real one: a crypto invoice is first CONFIRMING (`invoice.confirming`), then PAID or PARTIALLY_PAID. `amount` is a decimal string in the pay currency (e.g. `"0.0015"` BTC), or in the fiat currency when `currency` names it; without `amount`, `kind` picks full (default), partial, over or late (the invoice expires first, then is paid with `paid_late: true`). With `confirm: "later"` a crypto payment stays CONFIRMING until POST /api/sandbox/invoices/{id}/confirm (or the tick after `SANDBOX_CONFIRM_SECONDS`). On a refund or payout awaiting your send, it simulates the send (no body: always its exact amount), CONFIRMING then COMPLETED. Live merchants get 403 `sandbox_only`; a PAID or CANCELED invoice answers 409 `invalid_transition`.
         */
        post: operations["simulateSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/invoices/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm simulated payments (sandbox merchants)
         * @description Confirms the simulated crypto payments of one of your invoices that were recorded with `confirm: "later"` (the invoice then shows CONFIRMING), as a chain's confirmations would: the invoice moves to PAID or PARTIALLY_PAID with its events and webhooks. Without this call the tick confirms them after `SANDBOX_CONFIRM_SECONDS`. Live merchants get 403 `sandbox_only`; an invoice with no simulated payment awaiting confirmation answers 409 `invalid_transition`.
         */
        post: operations["confirmSandboxPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a payment's refunds
         * @description The refunds of one payment, oldest first, in the invoice shape.
         */
        get: operations["listRefunds"];
        put?: never;
        /**
         * Refund a payment
         * @description Creates a refund: an invoice of type WITHDRAWAL with `withdrawal.refund_of` the payment's id and events `refund.*`. The amount is chosen by `basis` (conversions round down, in your favour) and never exceeds what is left to refund of what the payment received (422 `refund_exceeds_received`, also when refunds race). Without `address`, the refund waits in AWAITING_ADDRESS for the receiver to give one on `withdrawal.claim_url` (the link expires after WITHDRAWAL_CLAIM_TTL_HOURS). Ponte never holds funds or keys: you send from your own wallet, to `payment_details.pay_address`, exactly `amount_due` (the invoice's `payment_details.qr_code` is the wallet URI of that send, BIP21 / EIP-681). The chain watchers see the send (CONFIRMING) and its confirmations (COMPLETED, with `withdrawal.transaction_hash`).
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payout
         * @description A withdrawal to any receiver (a supplier, an affiliate): an invoice of type WITHDRAWAL with events `payout.*`, for a fiat `amount` at today's rate (rounded down) or a `crypto_amount`. Without `address`, the receiver gives one on `withdrawal.claim_url`. Ponte never holds funds or keys: you send from your own wallet, to `payment_details.pay_address`, exactly `amount_due` (the invoice's `payment_details.qr_code` is the wallet URI of that send, BIP21 / EIP-681). The chain watchers see the send (CONFIRMING) and its confirmations (COMPLETED, with `withdrawal.transaction_hash`).
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/withdrawals/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a withdrawal's address
         * @description For a refund or payout still in AWAITING_ADDRESS, when you know the receiver's address: it is checked (network, checksum, address kind; 400 naming the problem) and the withdrawal moves to AWAITING_PAYMENT.
         */
        post: operations["setWithdrawalAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/withdrawals/{id}/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paste the hash of your send
         * @description Checks the transaction on chain before it counts: it must send exactly `amount_due` of the pay currency to `pay_address`, after the withdrawal was created. Then the withdrawal is CONFIRMING or, with enough confirmations, COMPLETED. A transaction that does not pay it is 422 `transaction_rejected`, saying what it sends instead; 503 `chain_unavailable` when no node or indexer of that network is configured.
         */
        post: operations["submitWithdrawalTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/withdrawals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a withdrawal
         * @description While nothing was sent (AWAITING_ADDRESS or AWAITING_PAYMENT). A canceled refund no longer counts against what the payment may have refunded.
         */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/invoices/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a withdrawal's claim (sandbox merchants)
         * @description As if the receiver had entered `address` (an example address of the network when absent) on the claim page. Then `POST /api/sandbox/invoices/{id}/pay` simulates your send of it.
         */
        post: operations["simulateSandboxClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout sessions
         * @description A page of sessions, newest first, with an exact total (pages as in the invoice list).
         */
        get: operations["listCheckoutSessions"];
        put?: never;
        /**
         * Create a checkout session (the payer chooses the rail)
         * @description An amount to pay with no rail: send the payer to `checkout_url`, where they choose PIX (BRL sessions of a merchant with a PIX profile) or any crypto asset the merchant can receive. Each choice creates that rail's invoice through the same services as the create endpoints (a crypto rate is locked then); choosing again while nothing is paid cancels the earlier invoice. A crypto payment that falls short can be finished by PIX. Events: checkout.created, checkout.rail_chosen, checkout.remainder_created, checkout.paid, checkout.expired.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one checkout session with its invoices
         * @description Merchants read their own sessions; admins and operators read any. Another merchant's session answers 404.
         */
        get: operations["getCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description A page of your links, newest first, with an exact total (pages as in the invoice list).
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description A reusable link that sells one thing without a web shop: share `url` (or print `qr_code`). Either a fixed `amount` (optionally times a quantity the payer picks, up to `max_quantity`) or an amount the payer types between `min_amount` and `max_amount`, checked on the server. Each visit that pays starts its own checkout session (events `checkout.*`, `payment_link` the link's slug), where the payer chooses PIX or crypto.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one payment link
         * @description Another merchant's link answers 404, the same as an unknown id.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a payment link
         * @description The link's page then says it is turned off and starts no payment; sessions it started before go on. Disabling a disabled link changes nothing and answers it as it is.
         */
        post: operations["disablePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a payment link
         * @description The link takes payments again. Enabling an enabled link changes nothing and answers it as it is.
         */
        post: operations["enablePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a payment link's payments
         * @description The paid checkout sessions the link's visits started, newest first, each with its invoices (the rail that paid it), in pages as in the invoice list.
         */
        get: operations["listPaymentLinkPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "invoice.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.created event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoiceCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.confirming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.confirming event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoiceConfirming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.partially_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.partially_paid event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoicePartiallyPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.paid event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoicePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.expired event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoiceExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.canceled event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoiceCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.updated event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoiceUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.payment_after_final": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.payment_after_final event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onInvoicePaymentAfterFinal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.created event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.updated event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.awaiting_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.awaiting_payment event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundAwaitingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.confirming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.confirming event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundConfirming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.processing event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.completed event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.failed event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.expired event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.canceled event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onRefundCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.created event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.updated event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.awaiting_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.awaiting_payment event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutAwaitingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.confirming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.confirming event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutConfirming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.processing event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.completed event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.failed event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.expired event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout.canceled event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onPayoutCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkout.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The checkout.created event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onCheckoutCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkout.rail_chosen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The checkout.rail_chosen event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onCheckoutRailChosen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkout.remainder_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The checkout.remainder_created event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onCheckoutRemainderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkout.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The checkout.paid event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onCheckoutPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkout.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The checkout.expired event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onCheckoutExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The webhook.test event
         * @description Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the `standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed (`GET /api/events`).
         */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description A change of a checkout session, with its snapshot.
         * @example {
         *       "id": "evt_qyRQttf2a6mmK7Tw7W9GzLP3uyh4",
         *       "type": "checkout.created",
         *       "created_at": "2026-03-02T15:04:05.000Z",
         *       "data": {
         *         "checkout_session": {
         *           "id": "cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
         *           "amount": 80,
         *           "status": "OPEN",
         *           "paid_at": null,
         *           "version": 1,
         *           "currency": "BRL",
         *           "invoices": [],
         *           "quantity": null,
         *           "createdAt": "2026-03-02T15:04:05.000Z",
         *           "updatedAt": "2026-03-02T15:04:05.000Z",
         *           "expires_at": "2026-03-02T15:04:05.000Z",
         *           "description": "Pedido 1005",
         *           "checkout_url": "http://localhost:3000/pay/cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
         *           "payment_link": null,
         *           "redirect_url": null,
         *           "customer_name": null,
         *           "customer_email": null,
         *           "customer_phone": null,
         *           "external_reference": "order-1005"
         *         }
         *       }
         *     }
         */
        CheckoutEvent: {
            /** @description evt_…: also the webhook-id header, the same across retries and resends. */
            id: string;
            /** @enum {string} */
            type: "checkout.created" | "checkout.rail_chosen" | "checkout.remainder_created" | "checkout.paid" | "checkout.expired";
            /** Format: date-time */
            created_at: string;
            data: {
                /** @description The session, with its invoices, as GET answered it at this version. */
                checkout_session: {
                    /** @description cs_… id, also the hosted chooser's handle. */
                    id: string;
                    /** @enum {string} */
                    status: "OPEN" | "PAID" | "EXPIRED";
                    amount: number;
                    currency: string;
                    description: string | null;
                    external_reference: string | null;
                    redirect_url: string | null;
                    customer_name: string | null;
                    customer_email: string | null;
                    customer_phone: string | null;
                    expires_at: string;
                    /** @description The hosted page where the payer chooses PIX or a crypto asset. */
                    checkout_url: string;
                    /** @description The slug of the payment link the session came from. */
                    payment_link: string | null;
                    quantity: number | null;
                    /** @description Every invoice the payer's choices created, oldest first. */
                    invoices: {
                        id: string;
                        /** @enum {string} */
                        gateway: "crypto" | "pix";
                        status: string;
                        pay_currency: string;
                        amount_due: string;
                        amount_paid: string;
                        checkout_id: string;
                        checkout_url: string;
                        /** @enum {string} */
                        role: "rail" | "remainder";
                    }[];
                    paid_at: string | null;
                    version: number;
                    createdAt: string;
                    updatedAt: string;
                };
            };
        };
        /**
         * @description The created crypto payment (flat, without an envelope).
         * @example {
         *       "id": "1",
         *       "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
         *       "status": "WAITING_PAYMENT",
         *       "payment_id": "100000001",
         *       "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *       "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00028572",
         *       "amount": 100,
         *       "currency": "BRL",
         *       "expires_at": "2026-03-02T15:04:05.000Z",
         *       "redirect_url": null,
         *       "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
         *       "pay_currency": "BTC",
         *       "amount_due": "0.00028572",
         *       "rate": "350000",
         *       "rate_source": "static"
         *     }
         */
        CryptoPayment: {
            id: string;
            /** Format: uuid */
            id_transaction: string;
            /** @constant */
            status: "WAITING_PAYMENT";
            payment_id: string;
            /** @description Base64 PNG of a BIP21 / EIP-681 wallet URI (TRON: the bare address), without a data: prefix. */
            qr_code: string;
            /** @description <address>?amount=<crypto amount> */
            pay_address: string;
            amount: number;
            /**
             * @description The fiat currency.
             * @enum {string}
             */
            currency: "BRL" | "USD" | "EUR";
            /** Format: date-time */
            expires_at: string;
            /** @description Where the checkout sends the payer after paying; null when none. */
            redirect_url: string | null;
            checkout_url: string;
            /** @enum {string} */
            pay_currency: "BTC" | "ETH" | "USDTBSC" | "USDCBSC" | "USDTETH" | "USDCETH" | "USDTPOLYGON" | "USDCPOLYGON" | "USDTBASE" | "USDCBASE" | "USDTARB" | "USDCARB" | "USDTTRON";
            /** @description Crypto amount to pay, plain decimal. */
            amount_due: string;
            /** @description Price of one unit of pay_currency in the fiat currency. */
            rate: string;
            rate_source: string;
        };
        /**
         * @description The body of every error.
         * @example {
         *       "status": 400,
         *       "code": "invalid_input",
         *       "message": "The request body is invalid.",
         *       "errors": [
         *         {
         *           "path": "amount",
         *           "message": "must be greater than 0"
         *         },
         *         {
         *           "path": "customer_email",
         *           "message": "must be a valid e-mail address"
         *         }
         *       ]
         *     }
         */
        Error: {
            /** @description The HTTP status, repeated. */
            status: number;
            /** @description snake_case error code, e.g. invalid_input, wallet_not_configured. */
            code: string;
            /** @description A sentence for humans. */
            message: string;
            /** @description Validation errors only: one entry per invalid field. */
            errors?: {
                /** @description The field: `amount`, `payment_details.pay_address`, `quantityPerPage`, `params.id`. */
                path: string;
                message: string;
            }[];
            /** @description 500 only: quote it to support. */
            request_id?: string;
        };
        /**
         * @description A webhook body: an invoice's event, a checkout session's event, or a test event.
         * @example {
         *       "id": "evt_tfUPeRk4PytFeFrFthhBBsENsfvz",
         *       "type": "invoice.created",
         *       "created_at": "2026-03-02T15:04:05.000Z",
         *       "data": {
         *         "invoice": {
         *           "id": "1",
         *           "rate": "350000",
         *           "type": "PAYMENT",
         *           "amount": 100,
         *           "marked": false,
         *           "status": "WAITING_PAYMENT",
         *           "gateway": "crypto",
         *           "paid_at": null,
         *           "rate_at": "2026-03-02T15:04:05.000Z",
         *           "user_id": 1,
         *           "version": 1,
         *           "currency": "BRL",
         *           "overpaid": false,
         *           "createdAt": "2026-03-02T15:04:05.000Z",
         *           "paid_late": false,
         *           "updatedAt": "2026-03-02T15:04:05.000Z",
         *           "amount_due": "0.00028572",
         *           "payment_id": "100000001",
         *           "amount_paid": "0",
         *           "rate_source": "static",
         *           "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
         *           "transactions": [],
         *           "confirmations": 0,
         *           "customer_name": "Ana Souza",
         *           "customer_email": "ana@example.com",
         *           "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
         *           "payment_details": {
         *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *             "expires_at": "2026-03-02T15:04:05.000Z",
         *             "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
         *             "pay_currency": "BTC",
         *             "fiat_currency": "BRL"
         *           },
         *           "derivation_index": 0,
         *           "external_reference": "order-1001",
         *           "checkout_session_id": null,
         *           "paid_on_other_network": false
         *         }
         *       }
         *     }
         */
        Event: components["schemas"]["InvoiceEvent"] | components["schemas"]["CheckoutEvent"] | components["schemas"]["TestEvent"];
        /**
         * @description A page of the event feed in the success envelope.
         * @example {
         *       "status": 200,
         *       "code": "success",
         *       "response": {
         *         "data": [
         *           {
         *             "id": "evt_tfUPeRk4PytFeFrFthhBBsENsfvz",
         *             "type": "invoice.created",
         *             "created_at": "2026-03-02T15:04:05.000Z",
         *             "data": {
         *               "invoice": {
         *                 "id": "1",
         *                 "rate": "350000",
         *                 "type": "PAYMENT",
         *                 "amount": 100,
         *                 "marked": false,
         *                 "status": "WAITING_PAYMENT",
         *                 "gateway": "crypto",
         *                 "paid_at": null,
         *                 "rate_at": "2026-03-02T15:04:05.000Z",
         *                 "user_id": 1,
         *                 "version": 1,
         *                 "currency": "BRL",
         *                 "overpaid": false,
         *                 "createdAt": "2026-03-02T15:04:05.000Z",
         *                 "paid_late": false,
         *                 "updatedAt": "2026-03-02T15:04:05.000Z",
         *                 "amount_due": "0.00028572",
         *                 "payment_id": "100000001",
         *                 "amount_paid": "0",
         *                 "rate_source": "static",
         *                 "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
         *                 "transactions": [],
         *                 "confirmations": 0,
         *                 "customer_name": "Ana Souza",
         *                 "customer_email": "ana@example.com",
         *                 "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
         *                 "payment_details": {
         *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *                   "expires_at": "2026-03-02T15:04:05.000Z",
         *                   "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
         *                   "pay_currency": "BTC",
         *                   "fiat_currency": "BRL"
         *                 },
         *                 "derivation_index": 0,
         *                 "external_reference": "order-1001",
         *                 "checkout_session_id": null,
         *                 "paid_on_other_network": false
         *               }
         *             }
         *           },
         *           {
         *             "id": "evt_bGfkj4nDVHPQNLBfymqKadELE4mx",
         *             "type": "invoice.created",
         *             "created_at": "2026-03-02T15:04:05.000Z",
         *             "data": {
         *               "invoice": {
         *                 "id": "2",
         *                 "rate": "350000",
         *                 "type": "PAYMENT",
         *                 "amount": 12.34,
         *                 "marked": false,
         *                 "status": "WAITING_PAYMENT",
         *                 "gateway": "crypto",
         *                 "paid_at": null,
         *                 "rate_at": "2026-03-02T15:04:05.000Z",
         *                 "user_id": 1,
         *                 "version": 1,
         *                 "currency": "BRL",
         *                 "overpaid": false,
         *                 "createdAt": "2026-03-02T15:04:05.000Z",
         *                 "paid_late": false,
         *                 "updatedAt": "2026-03-02T15:04:05.000Z",
         *                 "amount_due": "0.00003526",
         *                 "payment_id": "100000002",
         *                 "amount_paid": "0",
         *                 "rate_source": "static",
         *                 "checkout_url": "http://localhost:3000/checkout/LazbvbJReuetwFvFGFfUsspjGftL",
         *                 "transactions": [],
         *                 "confirmations": 0,
         *                 "customer_name": "Ana Souza",
         *                 "customer_email": "ana@example.com",
         *                 "id_transaction": "e9c8e74c-f0b9-741a-8be1-e02d02921af3",
         *                 "payment_details": {
         *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *                   "expires_at": "2026-03-02T15:04:05.000Z",
         *                   "pay_address": "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
         *                   "pay_currency": "BTC",
         *                   "fiat_currency": "BRL"
         *                 },
         *                 "derivation_index": 1,
         *                 "external_reference": "order-1001",
         *                 "checkout_session_id": null,
         *                 "paid_on_other_network": false
         *               }
         *             }
         *           },
         *           {
         *             "id": "evt_N4C3dzVAjP2CFd5BUWNsLp7h2AfN",
         *             "type": "invoice.created",
         *             "created_at": "2026-03-02T15:04:05.000Z",
         *             "data": {
         *               "invoice": {
         *                 "id": "3",
         *                 "rate": "65000",
         *                 "type": "PAYMENT",
         *                 "amount": 12.34,
         *                 "marked": false,
         *                 "status": "WAITING_PAYMENT",
         *                 "gateway": "crypto",
         *                 "paid_at": null,
         *                 "rate_at": "2026-03-02T15:04:05.000Z",
         *                 "user_id": 1,
         *                 "version": 1,
         *                 "currency": "USD",
         *                 "overpaid": false,
         *                 "createdAt": "2026-03-02T15:04:05.000Z",
         *                 "paid_late": false,
         *                 "updatedAt": "2026-03-02T15:04:05.000Z",
         *                 "amount_due": "0.00018985",
         *                 "payment_id": "100000003",
         *                 "amount_paid": "0",
         *                 "rate_source": "static",
         *                 "checkout_url": "http://localhost:3000/checkout/rqm4CBJX9gzJcyZpGqLHjCQHdvFb",
         *                 "transactions": [],
         *                 "confirmations": 0,
         *                 "customer_name": "Ana Souza",
         *                 "customer_email": "ana@example.com",
         *                 "id_transaction": "2146702d-7755-7aad-89b4-4054eda6aa00",
         *                 "payment_details": {
         *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *                   "expires_at": "2026-03-02T15:04:05.000Z",
         *                   "pay_address": "bc1qp59yckz4ae5c4efgw2s5wfyvrz0ala7rgvuz8z",
         *                   "pay_currency": "BTC",
         *                   "fiat_currency": "USD"
         *                 },
         *                 "derivation_index": 2,
         *                 "external_reference": "order-1001",
         *                 "checkout_session_id": null,
         *                 "paid_on_other_network": false
         *               }
         *             }
         *           },
         *           {
         *             "id": "evt_fp7vnHzf8MSvEnvHzxgdwjxzHQKz",
         *             "type": "invoice.created",
         *             "created_at": "2026-03-02T15:04:05.000Z",
         *             "data": {
         *               "invoice": {
         *                 "id": "4",
         *                 "rate": "60000",
         *                 "type": "PAYMENT",
         *                 "amount": 12.34,
         *                 "marked": false,
         *                 "status": "WAITING_PAYMENT",
         *                 "gateway": "crypto",
         *                 "paid_at": null,
         *                 "rate_at": "2026-03-02T15:04:05.000Z",
         *                 "user_id": 1,
         *                 "version": 1,
         *                 "currency": "EUR",
         *                 "overpaid": false,
         *                 "createdAt": "2026-03-02T15:04:05.000Z",
         *                 "paid_late": false,
         *                 "updatedAt": "2026-03-02T15:04:05.000Z",
         *                 "amount_due": "0.00020567",
         *                 "payment_id": "100000004",
         *                 "amount_paid": "0",
         *                 "rate_source": "static",
         *                 "checkout_url": "http://localhost:3000/checkout/hwwzTi4fii3EKtXAAmxisHLNKDRq",
         *                 "transactions": [],
         *                 "confirmations": 0,
         *                 "customer_name": "Ana Souza",
         *                 "customer_email": "ana@example.com",
         *                 "id_transaction": "7608fd6a-9d63-7f45-80ad-f5bb8ff421db",
         *                 "payment_details": {
         *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *                   "expires_at": "2026-03-02T15:04:05.000Z",
         *                   "pay_address": "bc1qgl5vlg0zdl7yvprgxj9fevsc6q6x5dmcyk3cn3",
         *                   "pay_currency": "BTC",
         *                   "fiat_currency": "EUR"
         *                 },
         *                 "derivation_index": 3,
         *                 "external_reference": "order-1001",
         *                 "checkout_session_id": null,
         *                 "paid_on_other_network": false
         *               }
         *             }
         *           },
         *           {
         *             "id": "evt_tuAGb6aDgQGsnqyA7wrwv3TtMnZH",
         *             "type": "invoice.created",
         *             "created_at": "2026-03-02T15:04:05.000Z",
         *             "data": {
         *               "invoice": {
         *                 "id": "5",
         *                 "rate": null,
         *                 "type": "PAYMENT",
         *                 "amount": 49.9,
         *                 "marked": false,
         *                 "status": "WAITING_PAYMENT",
         *                 "gateway": "pix",
         *                 "paid_at": null,
         *                 "rate_at": null,
         *                 "user_id": 1,
         *                 "version": 1,
         *                 "currency": "BRL",
         *                 "overpaid": false,
         *                 "createdAt": "2026-03-02T15:04:05.000Z",
         *                 "paid_late": false,
         *                 "updatedAt": "2026-03-02T15:04:05.000Z",
         *                 "amount_due": "49.9",
         *                 "payment_id": "100000005",
         *                 "amount_paid": "0",
         *                 "rate_source": null,
         *                 "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
         *                 "transactions": [],
         *                 "confirmations": 0,
         *                 "customer_name": null,
         *                 "customer_email": null,
         *                 "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
         *                 "payment_details": {
         *                   "due": null,
         *                   "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
         *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
         *                   "expires_at": "2026-03-02T15:04:05.000Z",
         *                   "pay_address": null,
         *                   "pay_currency": "BRL",
         *                   "fiat_currency": "BRL",
         *                   "amount_due_today": "49.9"
         *                 },
         *                 "derivation_index": null,
         *                 "external_reference": "order-1002",
         *                 "checkout_session_id": null,
         *                 "paid_on_other_network": false
         *               }
         *             }
         *           }
         *         ],
         *         "next_cursor": "777.evt_tuAGb6aDgQGsnqyA7wrwv3TtMnZH",
         *         "has_more": true
         *       }
         *     }
         */
        EventPage: {
            /** @constant */
            status: 200;
            /** @constant */
            code: "success";
            response: {
                /** @description Oldest first; each exactly the body its webhook delivery carries. */
                data: components["schemas"]["Event"][];
                /** @description Pass as `after` for the next page (also when `data` is empty); null only when the feed is empty. */
                next_cursor: string | null;
                /** @description More events are ready now: ask again at once. */
                has_more: boolean;
            };
        };
        /**
         * @description An invoice (crypto or PIX): a payment, or a withdrawal (refund or payout).
         * @example {
         *       "id": "1",
         *       "type": "PAYMENT",
         *       "status": "WAITING_PAYMENT",
         *       "amount": 100,
         *       "currency": "BRL",
         *       "gateway": "crypto",
         *       "user_id": 1,
         *       "external_reference": "order-1001",
         *       "createdAt": "2026-03-02T15:04:05.000Z",
         *       "updatedAt": "2026-03-02T15:04:05.000Z",
         *       "payment_details": {
         *         "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
         *         "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *         "expires_at": "2026-03-02T15:04:05.000Z",
         *         "pay_currency": "BTC",
         *         "fiat_currency": "BRL"
         *       },
         *       "amount_due": "0.00028572",
         *       "amount_paid": "0",
         *       "rate": "350000",
         *       "rate_source": "static",
         *       "rate_at": "2026-03-02T15:04:05.000Z",
         *       "version": 1,
         *       "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
         *       "payment_id": "100000001",
         *       "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
         *       "customer_name": "Ana Souza",
         *       "customer_email": "ana@example.com",
         *       "derivation_index": 0,
         *       "confirmations": 0,
         *       "paid_at": null,
         *       "paid_late": false,
         *       "overpaid": false,
         *       "marked": false,
         *       "paid_on_other_network": false,
         *       "transactions": [],
         *       "checkout_session_id": null
         *     }
         */
        Invoice: {
            /** @description Invoice id (numeric text). */
            id: string;
            /** @enum {string} */
            type: "PAYMENT" | "WITHDRAWAL";
            /** @enum {string} */
            status: "WAITING_PAYMENT" | "CONFIRMING" | "PARTIALLY_PAID" | "PAID" | "EXPIRED" | "CANCELED" | "AWAITING_ADDRESS" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "FAILED";
            /** @description Fiat amount. */
            amount: number;
            /**
             * @description Fiat currency code.
             * @enum {string}
             */
            currency: "BRL" | "USD" | "EUR";
            /** @enum {string} */
            gateway: "crypto" | "pix";
            /** @description Owner of the invoice. */
            user_id: number;
            external_reference: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            payment_details: components["schemas"]["PaymentDetails"];
            /** @description Amount to pay in pay_currency, plain decimal. */
            amount_due: string;
            /** @description Confirmed amount received in pay_currency, plain decimal. */
            amount_paid: string;
            /** @description Price of one unit of pay_currency in the fiat currency. */
            rate: string | null;
            rate_source: string | null;
            rate_at: string | null;
            /** @description Increases with every state change. */
            version: number;
            /** @description The invoice's hosted page: the checkout of a payment, the claim page of a withdrawal. */
            checkout_url: string;
            payment_id: string;
            id_transaction: string;
            customer_name: string | null;
            customer_email: string | null;
            /** @description Wallet receive index m/0/i of pay_address. */
            derivation_index: number | null;
            confirmations: number;
            paid_at: string | null;
            paid_late: boolean;
            overpaid: boolean;
            marked: boolean;
            /** @description A payment of the invoice's token reached its address on another EVM network (see transactions[].network). */
            paid_on_other_network: boolean;
            transactions: components["schemas"]["InvoiceTransaction"][];
            withdrawal?: components["schemas"]["WithdrawalDetails"];
            /** @description The checkout session (cs_…) whose payer chose this invoice's rail, so an invoice.paid of a session's remainder names the order it finishes; null for an invoice created directly. */
            checkout_session_id: string | null;
        };
        /**
         * @description One invoice in the success envelope.
         * @example {
         *       "status": 200,
         *       "code": "success",
         *       "response": {
         *         "id": "1",
         *         "type": "PAYMENT",
         *         "status": "WAITING_PAYMENT",
         *         "amount": 100,
         *         "currency": "BRL",
         *         "gateway": "crypto",
         *         "user_id": 1,
         *         "external_reference": "order-1001",
         *         "createdAt": "2026-03-02T15:04:05.000Z",
         *         "updatedAt": "2026-03-02T15:04:05.000Z",
         *         "payment_details": {
         *           "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
         *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *           "expires_at": "2026-03-02T15:04:05.000Z",
         *           "pay_currency": "BTC",
         *           "fiat_currency": "BRL"
         *         },
         *         "amount_due": "0.00028572",
         *         "amount_paid": "0",
         *         "rate": "350000",
         *         "rate_source": "static",
         *         "rate_at": "2026-03-02T15:04:05.000Z",
         *         "version": 1,
         *         "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
         *         "payment_id": "100000001",
         *         "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
         *         "customer_name": "Ana Souza",
         *         "customer_email": "ana@example.com",
         *         "derivation_index": 0,
         *         "confirmations": 0,
         *         "paid_at": null,
         *         "paid_late": false,
         *         "overpaid": false,
         *         "marked": false,
         *         "paid_on_other_network": false,
         *         "transactions": [],
         *         "checkout_session_id": null
         *       }
         *     }
         */
        InvoiceEnvelope: {
            /** @constant */
            status: 200;
            /** @constant */
            code: "success";
            response: components["schemas"]["Invoice"];
        };
        /**
         * @description A change of an invoice, with its snapshot.
         * @example {
         *       "id": "evt_5YxsYSPzzEaJgcEYFTcdAzN89BXf",
         *       "type": "invoice.paid",
         *       "created_at": "2026-03-02T15:04:05.000Z",
         *       "data": {
         *         "invoice": {
         *           "id": "1",
         *           "rate": "350000",
         *           "type": "PAYMENT",
         *           "amount": 100,
         *           "marked": false,
         *           "status": "PAID",
         *           "gateway": "crypto",
         *           "paid_at": "2026-03-02T15:04:05.000Z",
         *           "rate_at": "2026-03-02T15:04:05.000Z",
         *           "user_id": 1,
         *           "version": 5,
         *           "currency": "BRL",
         *           "overpaid": false,
         *           "createdAt": "2026-03-02T15:04:05.000Z",
         *           "paid_late": false,
         *           "updatedAt": "2026-03-02T15:04:05.000Z",
         *           "amount_due": "0.00028572",
         *           "payment_id": "100000001",
         *           "amount_paid": "0.00028572",
         *           "rate_source": "static",
         *           "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
         *           "transactions": [
         *             {
         *               "hash": "sandbox_7fea6a1df0333dfa602e0f2a",
         *               "state": "confirmed",
         *               "amount": "0.00014286",
         *               "counted": true,
         *               "network": "sandbox",
         *               "output_index": 0,
         *               "confirmations": 1
         *             },
         *             {
         *               "hash": "sandbox_52d24d30e8e1c390036f5dc6",
         *               "state": "confirmed",
         *               "amount": "0.00014286",
         *               "counted": true,
         *               "network": "sandbox",
         *               "output_index": 0,
         *               "confirmations": 1
         *             }
         *           ],
         *           "confirmations": 1,
         *           "customer_name": "Ana Souza",
         *           "customer_email": "ana@example.com",
         *           "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
         *           "payment_details": {
         *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *             "expires_at": "2026-03-02T15:04:05.000Z",
         *             "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
         *             "pay_currency": "BTC",
         *             "fiat_currency": "BRL"
         *           },
         *           "derivation_index": 0,
         *           "external_reference": "order-1001",
         *           "checkout_session_id": null,
         *           "paid_on_other_network": false
         *         }
         *       }
         *     }
         */
        InvoiceEvent: {
            /** @description evt_…: also the webhook-id header, the same across retries and resends. */
            id: string;
            /** @enum {string} */
            type: "invoice.created" | "invoice.confirming" | "invoice.partially_paid" | "invoice.paid" | "invoice.expired" | "invoice.canceled" | "invoice.updated" | "invoice.payment_after_final" | "refund.created" | "refund.updated" | "refund.awaiting_payment" | "refund.confirming" | "refund.processing" | "refund.completed" | "refund.failed" | "refund.expired" | "refund.canceled" | "payout.created" | "payout.updated" | "payout.awaiting_payment" | "payout.confirming" | "payout.processing" | "payout.completed" | "payout.failed" | "payout.expired" | "payout.canceled";
            /** Format: date-time */
            created_at: string;
            data: {
                /** @description The invoice as GET answered it at this version. */
                invoice: components["schemas"]["Invoice"];
            };
        };
        /**
         * @description A page of invoices in the success envelope.
         * @example {
         *       "status": 200,
         *       "code": "success",
         *       "response": {
         *         "data": [
         *           {
         *             "id": "12",
         *             "type": "PAYMENT",
         *             "status": "PAID",
         *             "amount": 100,
         *             "currency": "BRL",
         *             "gateway": "crypto",
         *             "user_id": 1,
         *             "external_reference": "order-1004",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": "bc1qm97vqzgj934vnaq9s53ynkyf9dgr05rargr04n",
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BTC",
         *               "fiat_currency": "BRL"
         *             },
         *             "amount_due": "0.00028572",
         *             "amount_paid": "0.00028572",
         *             "rate": "350000",
         *             "rate_source": "static",
         *             "rate_at": "2026-03-02T15:04:05.000Z",
         *             "version": 3,
         *             "checkout_url": "http://localhost:3000/checkout/Nae5MydpmnvnNfKG474CGLydF86X",
         *             "payment_id": "100000012",
         *             "id_transaction": "05308eff-0c3b-737b-81d9-248f6ab6d648",
         *             "customer_name": "Ana Souza",
         *             "customer_email": "ana@example.com",
         *             "derivation_index": 4,
         *             "confirmations": 1,
         *             "paid_at": "2026-03-02T15:04:05.000Z",
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [
         *               {
         *                 "hash": "sandbox_dab5da2e3017aa67c158d985",
         *                 "output_index": 0,
         *                 "amount": "0.00028572",
         *                 "confirmations": 1,
         *                 "state": "confirmed",
         *                 "network": "sandbox",
         *                 "counted": true
         *               }
         *             ],
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "11",
         *             "type": "PAYMENT",
         *             "status": "PARTIALLY_PAID",
         *             "amount": 30,
         *             "currency": "BRL",
         *             "gateway": "pix",
         *             "user_id": 1,
         *             "external_reference": "order-1003",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": null,
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BRL",
         *               "fiat_currency": "BRL",
         *               "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540530.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525ay3FEUwXty8hQXFd3PRRjVkSu630439BF",
         *               "due": null,
         *               "amount_due_today": "30"
         *             },
         *             "amount_due": "30",
         *             "amount_paid": "10",
         *             "rate": null,
         *             "rate_source": null,
         *             "rate_at": null,
         *             "version": 2,
         *             "checkout_url": "http://localhost:3000/checkout/fEbVTdn7bUxq7HriefTwsFpqkQ7Y",
         *             "payment_id": "100000011",
         *             "id_transaction": "38a45595-9d9a-75db-8ce4-41685cd89cb0",
         *             "customer_name": null,
         *             "customer_email": null,
         *             "derivation_index": null,
         *             "confirmations": 1,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [
         *               {
         *                 "hash": "E12345678202611271200AbCdEfGhIjK",
         *                 "output_index": 0,
         *                 "amount": "10",
         *                 "confirmations": 1,
         *                 "state": "confirmed",
         *                 "network": "pix",
         *                 "counted": true
         *               }
         *             ],
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "10",
         *             "type": "WITHDRAWAL",
         *             "status": "CANCELED",
         *             "amount": 32.5,
         *             "currency": "USD",
         *             "gateway": "crypto",
         *             "user_id": 1,
         *             "external_reference": null,
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": null,
         *               "qr_code": "",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BTC",
         *               "fiat_currency": "USD"
         *             },
         *             "amount_due": "0.0005",
         *             "amount_paid": "0",
         *             "rate": "65000",
         *             "rate_source": "static",
         *             "rate_at": "2026-03-02T15:04:05.000Z",
         *             "version": 2,
         *             "checkout_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
         *             "payment_id": "100000010",
         *             "id_transaction": "62a63b58-0143-712d-8dee-6f911b4cffa8",
         *             "customer_name": null,
         *             "customer_email": null,
         *             "derivation_index": null,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "withdrawal": {
         *               "kind": "payout",
         *               "refund_of": null,
         *               "basis": "crypto",
         *               "claim_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
         *               "transaction_hash": null,
         *               "send_uri": null,
         *               "failure_reason": null,
         *               "outcome_unknown": false
         *             },
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "9",
         *             "type": "WITHDRAWAL",
         *             "status": "AWAITING_PAYMENT",
         *             "amount": 25,
         *             "currency": "BRL",
         *             "gateway": "crypto",
         *             "user_id": 1,
         *             "external_reference": "payout-7",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BTC",
         *               "fiat_currency": "BRL"
         *             },
         *             "amount_due": "0.00007142",
         *             "amount_paid": "0",
         *             "rate": "350000",
         *             "rate_source": "static",
         *             "rate_at": "2026-03-02T15:04:05.000Z",
         *             "version": 2,
         *             "checkout_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
         *             "payment_id": "100000009",
         *             "id_transaction": "b93129a3-4d80-735d-87ab-122641ac7b4b",
         *             "customer_name": "Bruno Lima",
         *             "customer_email": null,
         *             "derivation_index": null,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "withdrawal": {
         *               "kind": "payout",
         *               "refund_of": null,
         *               "basis": "current_rate",
         *               "claim_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
         *               "transaction_hash": null,
         *               "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00007142",
         *               "failure_reason": null,
         *               "outcome_unknown": false
         *             },
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "8",
         *             "type": "WITHDRAWAL",
         *             "status": "COMPLETED",
         *             "amount": 10,
         *             "currency": "BRL",
         *             "gateway": "crypto",
         *             "user_id": 1,
         *             "external_reference": "order-1001",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BTC",
         *               "fiat_currency": "BRL"
         *             },
         *             "amount_due": "0.00002857",
         *             "amount_paid": "0.00002857",
         *             "rate": "350000",
         *             "rate_source": "static",
         *             "rate_at": "2026-03-02T15:04:05.000Z",
         *             "version": 4,
         *             "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
         *             "payment_id": "100000008",
         *             "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
         *             "customer_name": "Ana Souza",
         *             "customer_email": "ana@example.com",
         *             "derivation_index": null,
         *             "confirmations": 1,
         *             "paid_at": "2026-03-02T15:04:05.000Z",
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [
         *               {
         *                 "hash": "sandbox_5633baa95419fc9cf2446ea9",
         *                 "output_index": 0,
         *                 "amount": "0.00002857",
         *                 "confirmations": 1,
         *                 "state": "confirmed",
         *                 "network": "sandbox",
         *                 "counted": true
         *               }
         *             ],
         *             "withdrawal": {
         *               "kind": "refund",
         *               "refund_of": "1",
         *               "basis": "invoice_rate",
         *               "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
         *               "transaction_hash": "sandbox_5633baa95419fc9cf2446ea9",
         *               "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00002857",
         *               "failure_reason": null,
         *               "outcome_unknown": false
         *             },
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "7",
         *             "type": "PAYMENT",
         *             "status": "WAITING_PAYMENT",
         *             "amount": 10,
         *             "currency": "BRL",
         *             "gateway": "pix",
         *             "user_id": 1,
         *             "external_reference": null,
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": null,
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAVYAAAFWAQAAAAAa1IguAAAD…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BRL",
         *               "fiat_currency": "BRL",
         *               "emv": "00020126440014br.gov.bcb.pix0122pagamentos@loja.com.br520400005303986540510.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525UMEdkKCz8p3w7GRxf62peS8HH6304DCAD",
         *               "due": null,
         *               "amount_due_today": "10"
         *             },
         *             "amount_due": "10",
         *             "amount_paid": "0",
         *             "rate": null,
         *             "rate_source": null,
         *             "rate_at": null,
         *             "version": 1,
         *             "checkout_url": "http://localhost:3000/checkout/2THHdViPWbM2fhJhwCFW4VPTkmSd",
         *             "payment_id": "100000007",
         *             "id_transaction": "e0b8642b-37e5-7c7f-8d3e-ab0ecd9592a8",
         *             "customer_name": null,
         *             "customer_email": null,
         *             "derivation_index": null,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "6",
         *             "type": "PAYMENT",
         *             "status": "WAITING_PAYMENT",
         *             "amount": 10,
         *             "currency": "BRL",
         *             "gateway": "pix",
         *             "user_id": 1,
         *             "external_reference": null,
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": null,
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAVYAAAFWAQAAAAAa1IguAAAD…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BRL",
         *               "fiat_currency": "BRL",
         *               "emv": "00020126440014br.gov.bcb.pix0122pagamentos@loja.com.br520400005303986540510.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525VqDLSSrYmDd4RwrkkFqEGZKnU6304B5E0",
         *               "due": null,
         *               "amount_due_today": "10"
         *             },
         *             "amount_due": "10",
         *             "amount_paid": "0",
         *             "rate": null,
         *             "rate_source": null,
         *             "rate_at": null,
         *             "version": 1,
         *             "checkout_url": "http://localhost:3000/checkout/vRCRVKF3MugrFkHm3juteWRgncXC",
         *             "payment_id": "100000006",
         *             "id_transaction": "035b13c2-8b1f-763f-8883-67bae77e9e09",
         *             "customer_name": "Ana Souza",
         *             "customer_email": null,
         *             "derivation_index": null,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "5",
         *             "type": "PAYMENT",
         *             "status": "WAITING_PAYMENT",
         *             "amount": 49.9,
         *             "currency": "BRL",
         *             "gateway": "pix",
         *             "user_id": 1,
         *             "external_reference": "order-1002",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": null,
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BRL",
         *               "fiat_currency": "BRL",
         *               "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
         *               "due": null,
         *               "amount_due_today": "49.9"
         *             },
         *             "amount_due": "49.9",
         *             "amount_paid": "0",
         *             "rate": null,
         *             "rate_source": null,
         *             "rate_at": null,
         *             "version": 1,
         *             "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
         *             "payment_id": "100000005",
         *             "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
         *             "customer_name": null,
         *             "customer_email": null,
         *             "derivation_index": null,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "4",
         *             "type": "PAYMENT",
         *             "status": "WAITING_PAYMENT",
         *             "amount": 12.34,
         *             "currency": "EUR",
         *             "gateway": "crypto",
         *             "user_id": 1,
         *             "external_reference": "order-1001",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": "bc1qgl5vlg0zdl7yvprgxj9fevsc6q6x5dmcyk3cn3",
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BTC",
         *               "fiat_currency": "EUR"
         *             },
         *             "amount_due": "0.00020567",
         *             "amount_paid": "0",
         *             "rate": "60000",
         *             "rate_source": "static",
         *             "rate_at": "2026-03-02T15:04:05.000Z",
         *             "version": 1,
         *             "checkout_url": "http://localhost:3000/checkout/hwwzTi4fii3EKtXAAmxisHLNKDRq",
         *             "payment_id": "100000004",
         *             "id_transaction": "7608fd6a-9d63-7f45-80ad-f5bb8ff421db",
         *             "customer_name": "Ana Souza",
         *             "customer_email": "ana@example.com",
         *             "derivation_index": 3,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "checkout_session_id": null
         *           },
         *           {
         *             "id": "3",
         *             "type": "PAYMENT",
         *             "status": "WAITING_PAYMENT",
         *             "amount": 12.34,
         *             "currency": "USD",
         *             "gateway": "crypto",
         *             "user_id": 1,
         *             "external_reference": "order-1001",
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z",
         *             "payment_details": {
         *               "pay_address": "bc1qp59yckz4ae5c4efgw2s5wfyvrz0ala7rgvuz8z",
         *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *               "expires_at": "2026-03-02T15:04:05.000Z",
         *               "pay_currency": "BTC",
         *               "fiat_currency": "USD"
         *             },
         *             "amount_due": "0.00018985",
         *             "amount_paid": "0",
         *             "rate": "65000",
         *             "rate_source": "static",
         *             "rate_at": "2026-03-02T15:04:05.000Z",
         *             "version": 1,
         *             "checkout_url": "http://localhost:3000/checkout/rqm4CBJX9gzJcyZpGqLHjCQHdvFb",
         *             "payment_id": "100000003",
         *             "id_transaction": "2146702d-7755-7aad-89b4-4054eda6aa00",
         *             "customer_name": "Ana Souza",
         *             "customer_email": "ana@example.com",
         *             "derivation_index": 2,
         *             "confirmations": 0,
         *             "paid_at": null,
         *             "paid_late": false,
         *             "overpaid": false,
         *             "marked": false,
         *             "paid_on_other_network": false,
         *             "transactions": [],
         *             "checkout_session_id": null
         *           }
         *         ],
         *         "pagination": {
         *           "page": 1,
         *           "quantityPerPage": 10,
         *           "total": 12,
         *           "totalPages": 2
         *         }
         *       }
         *     }
         */
        InvoicePage: {
            /** @constant */
            status: 200;
            /** @constant */
            code: "success";
            response: {
                data: components["schemas"]["Invoice"][];
                pagination: components["schemas"]["Pagination"];
            };
        };
        /**
         * @description A payment (or a withdrawal's send) seen for the invoice.
         * @example {
         *       "hash": "sandbox_7fea6a1df0333dfa602e0f2a",
         *       "output_index": 0,
         *       "amount": "0.00014286",
         *       "confirmations": 1,
         *       "state": "confirmed",
         *       "network": "sandbox",
         *       "counted": true
         *     }
         */
        InvoiceTransaction: {
            hash: string;
            output_index: number;
            /** @description In pay_currency (a token of other decimals on another network is converted, rounded down). */
            amount: string;
            confirmations: number;
            /**
             * @description pending (seen, not final), confirmed (final) or dropped (left the mempool or re-orged out).
             * @enum {string}
             */
            state: "pending" | "confirmed" | "dropped";
            /**
             * @description Where it came from.
             * @enum {string}
             */
            network: "bitcoin" | "ethereum" | "bsc" | "polygon" | "base" | "arbitrum" | "tron" | "pix" | "sandbox";
            /** @description False when recorded but not counted toward the invoice (another network, by the merchant's policy). */
            counted: boolean;
        };
        /**
         * @description Where a page sits in the list: the total is exact.
         * @example {
         *       "page": 1,
         *       "quantityPerPage": 10,
         *       "total": 12,
         *       "totalPages": 2
         *     }
         */
        Pagination: {
            page: number;
            quantityPerPage: number;
            total: number;
            totalPages: number;
        };
        /**
         * @description Where and what to pay.
         * @example {
         *       "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
         *       "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
         *       "expires_at": "2026-03-02T15:04:05.000Z",
         *       "pay_currency": "BTC",
         *       "fiat_currency": "BRL"
         *     }
         */
        PaymentDetails: {
            /** @description Crypto address without the amount suffix (null for PIX). */
            pay_address: string | null;
            /** @description Base64 PNG, no data: prefix: the payment's QR (the wallet URI, or the PIX BR Code); for a withdrawal, the QR of the exact send (the wallet URI the merchant scans) once the destination is known, an empty string before (and for a PIX refund, which the PSP returns). */
            qr_code: string;
            /** Format: date-time */
            expires_at: string;
            /** @enum {string} */
            pay_currency: "BTC" | "ETH" | "USDTBSC" | "USDCBSC" | "USDTETH" | "USDCETH" | "USDTPOLYGON" | "USDCPOLYGON" | "USDTBASE" | "USDCBASE" | "USDTARB" | "USDCARB" | "USDTTRON" | "BRL";
            /** @enum {string} */
            fiat_currency: "BRL" | "USD" | "EUR";
            /** @description PIX only: the BR Code text. */
            emv?: string | null;
            /** @description PIX only: the due-date rules (API Pix cobv: dataDeVencimento, validadeAposVencimento, multa, juros, abatimento, desconto); null without a due date. */
            due?: {
                /**
                 * Format: date
                 * @description Due date (YYYY-MM-DD, São Paulo calendar): the last day without fine and interest
                 */
                dataDeVencimento: string;
                /** @description Calendar days after the due date the charge can still be paid; when absent, the days from the due date to expire_at */
                validadeAposVencimento?: number;
                /** @description Fine, charged once from the day after the due date: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original */
                multa?: {
                    /** @enum {number} */
                    modalidade: 1 | 2;
                    valorPerc: string;
                };
                /** @description Interest after the due date, per calendar day late: modalidade 1 = BRL per day, 2 = percent per day, 3 = percent per month (30 days), 4 = percent per year (360 days), all on valor.original */
                juros?: {
                    modalidade: number;
                    valorPerc: string;
                };
                /** @description Abatement, deducted on every day: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original */
                abatimento?: {
                    /** @enum {number} */
                    modalidade: 1 | 2;
                    valorPerc: string;
                };
                /** @description Discount for paying early: modalidade 1 = fixed BRL until each date of descontoDataFixa, 2 = percentage until each date, 3 = BRL per calendar day before the due date, 5 = percent per calendar day before the due date */
                desconto?: {
                    modalidade: number;
                    valorPerc?: string;
                    descontoDataFixa?: {
                        /** Format: date */
                        data: string;
                        valorPerc: string;
                    }[];
                };
            } | null;
            /** @description PIX only: what the payer owes today (São Paulo calendar), plain decimal. */
            amount_due_today?: string;
        };
        /**
         * @description A reusable link that sells one thing: each visit that pays starts a checkout session.
         * @example {
         *       "id": 1,
         *       "slug": "kqBE8AfTSe",
         *       "url": "http://localhost:3000/l/kqBE8AfTSe",
         *       "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
         *       "title": "Bolo de cenoura",
         *       "description": "Com cobertura de chocolate",
         *       "image_url": null,
         *       "currency": "BRL",
         *       "amount": 25.5,
         *       "min_amount": null,
         *       "max_amount": null,
         *       "quantity_enabled": true,
         *       "max_quantity": 5,
         *       "active": true,
         *       "createdAt": "2026-03-02T15:04:05.000Z",
         *       "updatedAt": "2026-03-02T15:04:05.000Z"
         *     }
         */
        PaymentLink: {
            /** @description Payment link id. */
            id: number;
            /** @description The last segment of `url`. */
            slug: string;
            /** @description The link's page (/l/<slug>): share it; each visit that pays starts its own checkout session. */
            url: string;
            /** @description Base64 PNG of `url`, no data: prefix: the QR code to print. */
            qr_code: string;
            title: string;
            description: string | null;
            image_url: string | null;
            /**
             * @description Fiat currency code.
             * @enum {string}
             */
            currency: "BRL" | "USD" | "EUR";
            /** @description The fixed price; null when the payer types the amount. */
            amount: number | null;
            /** @description The least the payer may type; null for a fixed price or no minimum. */
            min_amount: number | null;
            /** @description The most the payer may type; null for a fixed price or no maximum of the link's own. */
            max_amount: number | null;
            quantity_enabled: boolean;
            max_quantity: number | null;
            /** @description False while the link is disabled: its page says so and starts no payment. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description One payment link in the success envelope.
         * @example {
         *       "status": 200,
         *       "code": "success",
         *       "response": {
         *         "id": 1,
         *         "slug": "kqBE8AfTSe",
         *         "url": "http://localhost:3000/l/kqBE8AfTSe",
         *         "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
         *         "title": "Bolo de cenoura",
         *         "description": "Com cobertura de chocolate",
         *         "image_url": null,
         *         "currency": "BRL",
         *         "amount": 25.5,
         *         "min_amount": null,
         *         "max_amount": null,
         *         "quantity_enabled": true,
         *         "max_quantity": 5,
         *         "active": true,
         *         "createdAt": "2026-03-02T15:04:05.000Z",
         *         "updatedAt": "2026-03-02T15:04:05.000Z"
         *       }
         *     }
         */
        PaymentLinkEnvelope: {
            /** @constant */
            status: 200;
            /** @constant */
            code: "success";
            response: components["schemas"]["PaymentLink"];
        };
        /**
         * @description A page of payment links in the success envelope.
         * @example {
         *       "status": 200,
         *       "code": "success",
         *       "response": {
         *         "data": [
         *           {
         *             "id": 2,
         *             "slug": "Xk3pSsuLqa",
         *             "url": "http://localhost:3000/l/Xk3pSsuLqa",
         *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
         *             "title": "Doação",
         *             "description": null,
         *             "image_url": null,
         *             "currency": "BRL",
         *             "amount": null,
         *             "min_amount": 10,
         *             "max_amount": 500,
         *             "quantity_enabled": false,
         *             "max_quantity": null,
         *             "active": true,
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z"
         *           },
         *           {
         *             "id": 1,
         *             "slug": "kqBE8AfTSe",
         *             "url": "http://localhost:3000/l/kqBE8AfTSe",
         *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
         *             "title": "Bolo de cenoura",
         *             "description": "Com cobertura de chocolate",
         *             "image_url": null,
         *             "currency": "BRL",
         *             "amount": 25.5,
         *             "min_amount": null,
         *             "max_amount": null,
         *             "quantity_enabled": true,
         *             "max_quantity": 5,
         *             "active": true,
         *             "createdAt": "2026-03-02T15:04:05.000Z",
         *             "updatedAt": "2026-03-02T15:04:05.000Z"
         *           }
         *         ],
         *         "pagination": {
         *           "page": 1,
         *           "quantityPerPage": 10,
         *           "total": 2,
         *           "totalPages": 1
         *         }
         *       }
         *     }
         */
        PaymentLinkPage: {
            /** @constant */
            status: 200;
            /** @constant */
            code: "success";
            response: {
                data: components["schemas"]["PaymentLink"][];
                pagination: components["schemas"]["Pagination"];
            };
        };
        /**
         * @description The created PIX payment in the envelope.
         * @example {
         *       "status": 201,
         *       "code": "payment_created",
         *       "response": {
         *         "id": 5,
         *         "amount": 49.9,
         *         "description": "Pedido 1002",
         *         "clientMode": "noNeedToSpecify",
         *         "redirect_url": null,
         *         "email": null,
         *         "phoneNumber": null,
         *         "document_type": null,
         *         "expire_at": "2026-03-02T15:04:05.000-03:00",
         *         "document_client": null,
         *         "document_type_client": null,
         *         "name_client": null,
         *         "external_reference": "order-1002",
         *         "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
         *         "transaction_pix_id": "CSLESCitdfCBWPRagXxN7PSym",
         *         "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
         *         "name_receiver": "Loja Exemplo Comércio Ltda",
         *         "document_receiver": "11222333000181",
         *         "document_type_receiver": "CNPJ",
         *         "qr_image": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
         *         "qr_text": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
         *         "status": "WAITING_PAYMENT",
         *         "checkout_id": "uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
         *         "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
         *         "createdAt": "2026-03-02T15:04:05.000-03:00",
         *         "updatedAt": "2026-03-02T15:04:05.000-03:00",
         *         "due": null,
         *         "amount_due_today": 49.9
         *       }
         *     }
         */
        PixPaymentCreated: {
            /** @constant */
            status: 201;
            /** @constant */
            code: "payment_created";
            response: components["schemas"]["PixPaymentRecord"];
        };
        /**
         * @description The PIX payment record with its QR data.
         * @example {
         *       "id": 5,
         *       "amount": 49.9,
         *       "description": "Pedido 1002",
         *       "clientMode": "noNeedToSpecify",
         *       "redirect_url": null,
         *       "email": null,
         *       "phoneNumber": null,
         *       "document_type": null,
         *       "expire_at": "2026-03-02T15:04:05.000-03:00",
         *       "document_client": null,
         *       "document_type_client": null,
         *       "name_client": null,
         *       "external_reference": "order-1002",
         *       "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
         *       "transaction_pix_id": "CSLESCitdfCBWPRagXxN7PSym",
         *       "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
         *       "name_receiver": "Loja Exemplo Comércio Ltda",
         *       "document_receiver": "11222333000181",
         *       "document_type_receiver": "CNPJ",
         *       "qr_image": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
         *       "qr_text": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
         *       "status": "WAITING_PAYMENT",
         *       "checkout_id": "uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
         *       "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
         *       "createdAt": "2026-03-02T15:04:05.000-03:00",
         *       "updatedAt": "2026-03-02T15:04:05.000-03:00",
         *       "due": null,
         *       "amount_due_today": 49.9
         *     }
         */
        PixPaymentRecord: {
            id: number;
            amount: number;
            description: string | null;
            /** @enum {string} */
            clientMode: "noNeedToSpecify" | "fillDataNow" | "requestCheckout";
            redirect_url: string | null;
            email: string | null;
            phoneNumber: string | null;
            document_type: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 with the PIX_TIMEZONE offset
             */
            expire_at: string;
            document_client: string | null;
            document_type_client: string | null;
            name_client: string | null;
            external_reference: string | null;
            id_transaction: string;
            /** @description The txid of the charge */
            transaction_pix_id: string;
            /** @description BR Code text (copy and paste) */
            emv: string;
            name_receiver: string;
            document_receiver: string;
            document_type_receiver: string;
            /** @description Base64 PNG of the EMV, without a data: prefix */
            qr_image: string;
            qr_text: string;
            /** @enum {string} */
            status: "WAITING_PAYMENT" | "CONFIRMING" | "PARTIALLY_PAID" | "PAID" | "EXPIRED" | "CANCELED" | "AWAITING_ADDRESS" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "FAILED";
            checkout_id: string;
            checkout_url: string;
            /**
             * Format: date-time
             * @description ISO 8601 with the PIX_TIMEZONE offset
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 with the PIX_TIMEZONE offset
             */
            updatedAt: string;
            /** @description The due-date rules (API Pix cobv), validadeAposVencimento resolved; null without a due date */
            due: {
                /**
                 * Format: date
                 * @description Due date (YYYY-MM-DD, São Paulo calendar): the last day without fine and interest
                 */
                dataDeVencimento: string;
                /** @description Calendar days after the due date the charge can still be paid; when absent, the days from the due date to expire_at */
                validadeAposVencimento?: number;
                /** @description Fine, charged once from the day after the due date: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original */
                multa?: {
                    /** @enum {number} */
                    modalidade: 1 | 2;
                    valorPerc: string;
                };
                /** @description Interest after the due date, per calendar day late: modalidade 1 = BRL per day, 2 = percent per day, 3 = percent per month (30 days), 4 = percent per year (360 days), all on valor.original */
                juros?: {
                    modalidade: number;
                    valorPerc: string;
                };
                /** @description Abatement, deducted on every day: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original */
                abatimento?: {
                    /** @enum {number} */
                    modalidade: 1 | 2;
                    valorPerc: string;
                };
                /** @description Discount for paying early: modalidade 1 = fixed BRL until each date of descontoDataFixa, 2 = percentage until each date, 3 = BRL per calendar day before the due date, 5 = percent per calendar day before the due date */
                desconto?: {
                    modalidade: number;
                    valorPerc?: string;
                    descontoDataFixa?: {
                        /** Format: date */
                        data: string;
                        valorPerc: string;
                    }[];
                };
            } | null;
            /** @description What the payer owes today (São Paulo calendar): amount, or the due-date rules applied to it */
            amount_due_today: number;
        };
        /**
         * @description Sent from the dashboard's Send test event; changes nothing.
         * @example {
         *       "id": "evt_BkjUHDPwSgnCYVeJcSrnrmbvym2c",
         *       "type": "webhook.test",
         *       "created_at": "2026-03-02T15:04:05.000Z",
         *       "data": {
         *         "message": "This is a test event from Ponte. Your endpoint received and can verify it."
         *       }
         *     }
         */
        TestEvent: {
            id: string;
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            created_at: string;
            data: {
                message: string;
            };
        };
        /**
         * @description What a resend did: delivered (success) or still retrying (pending).
         * @example {
         *       "message": "Webhook resent successfully.",
         *       "invoice_id": 1,
         *       "status": "success"
         *     }
         */
        WebhookResendResult: {
            message: string;
            invoice_id: number;
            /** @enum {string} */
            status: "success" | "pending";
        };
        /**
         * @description WITHDRAWAL only: what kind of withdrawal, and how it is claimed and paid.
         * @example {
         *       "kind": "refund",
         *       "refund_of": "1",
         *       "basis": "invoice_rate",
         *       "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
         *       "transaction_hash": null,
         *       "send_uri": null,
         *       "failure_reason": null,
         *       "outcome_unknown": false
         *     }
         */
        WithdrawalDetails: {
            /**
             * @description refund (money back from a payment) or payout (to any receiver).
             * @enum {string}
             */
            kind: "refund" | "payout";
            /** @description The id of the payment a refund gives money back from; null for a payout. */
            refund_of: string | null;
            /** @description How the amount was chosen: received, excess, invoice_rate, current_rate or crypto. */
            basis: string | null;
            /** @description The hosted page where the receiver gives the address to send to. */
            claim_url: string;
            /** @description The merchant's send to pay_address, once seen on chain (a PIX refund: the return's end-to-end id). */
            transaction_hash: string | null;
            /** @description The wallet URI of exactly the send that pays it (BIP21 / EIP-681, on the contract Ponte watches), once the receiver's address is known; null before, and for a PIX refund. */
            send_uri: string | null;
            /** @description Why the receiver's side refused it, in its words: a PIX refund the PSP refused (FAILED), or the part of it the PSP refused when the rest went back (COMPLETED with amount_paid below amount_due; the difference is refundable again). */
            failure_reason: string | null;
            /** @description A PIX refund whose PSP has not answered for hours (unreachable, errors): Ponte keeps asking, but check with your bank whether the money went back. */
            outcome_unknown: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The Bearer challenge: `Bearer realm="ponte"`, with `error="invalid_token"` for a malformed, unknown or revoked key. */
        "WWW-Authenticate": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description The methods this path accepts. */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "up"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        /** @constant */
                        database: "up";
                    };
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "unavailable";
                        /** @constant */
                        database: "down";
                    };
                };
            };
        };
    };
    runTick: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tick ran; the response reports each job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "tick_completed",
                     *       "response": {
                     *         "chains.evm.ethereum": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "chains.evm.bsc": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "chains.evm.polygon": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "chains.evm.base": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "chains.evm.arbitrum": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "chains.tron": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "chains.bitcoin": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "configured": 0
                     *           }
                     *         },
                     *         "invoices.expire": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "expired": 0
                     *           }
                     *         },
                     *         "sandbox.confirm": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "confirmed": 0
                     *           }
                     *         },
                     *         "pix-psp-poll": {
                     *           "ok": true,
                     *           "ms": 12
                     *         },
                     *         "webhooks.deliver": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "claimed": 0,
                     *             "succeeded": 0,
                     *             "retrying": 0,
                     *             "failed": 0,
                     *             "lostLease": 0
                     *           }
                     *         },
                     *         "wallets.fill-address-pools": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "wallets": 1,
                     *             "derived": 200,
                     *             "pruned": 0
                     *           }
                     *         },
                     *         "invoices.flush-search-index": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "pendingPages": 0
                     *           }
                     *         },
                     *         "invoices.fold-counters": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "foldedRows": 0
                     *           }
                     *         },
                     *         "invoices.stamp-payments": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "invoices": 0,
                     *             "payments": 0
                     *           }
                     *         },
                     *         "checkout-sessions.settle": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "settled": 0
                     *           }
                     *         },
                     *         "notifications.send-emails": {
                     *           "ok": true,
                     *           "ms": 12,
                     *           "result": {
                     *             "claimed": 0,
                     *             "sent": 0,
                     *             "retrying": 0,
                     *             "failed": 0,
                     *             "skipped": 0
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: 200;
                        /** @constant */
                        code: "tick_completed";
                        response: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "A valid `Authorization: Bearer <CRON_SECRET>` header is required."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCryptoPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 100,
                 *       "fiat_currency": "BRL",
                 *       "pay_currency": "BTC",
                 *       "customer_name": "Ana Souza",
                 *       "customer_email": "ana@example.com",
                 *       "external_reference": "order-1001"
                 *     }
                 */
                "application/json": {
                    /** @description Payment amount in the fiat currency (at most 2 decimals). */
                    amount: number;
                    /**
                     * @description Fiat currency code: BRL, USD or EUR.
                     * @enum {string}
                     */
                    fiat_currency: "BRL" | "USD" | "EUR" | "brl" | "usd" | "eur";
                    /**
                     * @description Cryptocurrency to pay with (any case): BTC, ETH, USDTBSC, USDCBSC, USDTETH, USDCETH, USDTPOLYGON, USDCPOLYGON, USDTBASE, USDCBASE, USDTARB, USDCARB, USDTTRON. Codes other than BTC, ETH and USDTBSC are accepted once their network is watched.
                     * @enum {string}
                     */
                    pay_currency: "BTC" | "ETH" | "USDTBSC" | "USDCBSC" | "USDTETH" | "USDCETH" | "USDTPOLYGON" | "USDCPOLYGON" | "USDTBASE" | "USDCBASE" | "USDTARB" | "USDCARB" | "USDTTRON" | "btc" | "eth" | "usdtbsc" | "usdcbsc" | "usdteth" | "usdceth" | "usdtpolygon" | "usdcpolygon" | "usdtbase" | "usdcbase" | "usdtarb" | "usdcarb" | "usdttron";
                    customer_name: string;
                    customer_email: string;
                    /** @description Reference of the calling application. */
                    external_reference: string;
                };
            };
        };
        responses: {
            /** @description Payment created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1",
                     *       "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                     *       "status": "WAITING_PAYMENT",
                     *       "payment_id": "100000001",
                     *       "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *       "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00028572",
                     *       "amount": 100,
                     *       "currency": "BRL",
                     *       "expires_at": "2026-03-02T15:04:05.000Z",
                     *       "redirect_url": null,
                     *       "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                     *       "pay_currency": "BTC",
                     *       "amount_due": "0.00028572",
                     *       "rate": "350000",
                     *       "rate_source": "static"
                     *     }
                     */
                    "application/json": components["schemas"]["CryptoPayment"];
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "amount",
                     *           "message": "must be greater than 0"
                     *         },
                     *         {
                     *           "path": "customer_email",
                     *           "message": "must be a valid e-mail address"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_in_progress`: a request with the same Idempotency-Key is in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `wallet_not_configured`, `currency_not_offered` (its network is not watched here) or `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "message": "This Idempotency-Key was already used with a different request body."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_unavailable`: no fresh exchange rate; no invoice was created */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPixPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientMode": "noNeedToSpecify",
                 *       "amount": 49.9,
                 *       "expire_at": "2026-03-02T15:04:05.000Z",
                 *       "description": "Pedido 1002",
                 *       "external_reference": "order-1002"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description noNeedToSpecify: no client data; fillDataNow: name_client, document_client and document_type now; requestCheckout: the customer fills them on the hosted checkout
                     * @enum {string}
                     */
                    clientMode: "noNeedToSpecify" | "fillDataNow" | "requestCheckout";
                    /** @description BRL, a JSON number > 0 with at most 2 decimals, at most 1000000000 */
                    amount: number;
                    /** @constant */
                    currency?: "BRL";
                    /**
                     * Format: date-time
                     * @description ISO 8601 date-time with a zone, in the future, at most 30 days ahead
                     */
                    expire_at: string;
                    description?: string;
                    external_reference?: string;
                    /** Format: uri */
                    redirect_url?: string;
                    /** @description E.164 (+5511987654321) or Brazilian digits with area code (11987654321) */
                    phoneNumber?: string;
                    /** Format: email */
                    email?: string;
                    /** @enum {string} */
                    document_type?: "CPF" | "CNPJ";
                    name_client?: string;
                    /** @description CPF (11 digits) or CNPJ (14 characters, alphanumeric CNPJ accepted), punctuation allowed; check digits validated against document_type */
                    document_client?: string;
                    /** @description A charge with a due date (API Pix cobv), in API Pix's field names: dataDeVencimento, validadeAposVencimento, multa, juros, abatimento, desconto. Needs name_client, document_client and document_type (API Pix names the payer of a cobv). */
                    due?: {
                        /**
                         * Format: date
                         * @description Due date (YYYY-MM-DD, São Paulo calendar): the last day without fine and interest
                         */
                        dataDeVencimento: string;
                        /** @description Calendar days after the due date the charge can still be paid; when absent, the days from the due date to expire_at */
                        validadeAposVencimento?: number;
                        /** @description Fine, charged once from the day after the due date: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original */
                        multa?: {
                            /** @enum {number} */
                            modalidade: 1 | 2;
                            valorPerc: string;
                        };
                        /** @description Interest after the due date, per calendar day late: modalidade 1 = BRL per day, 2 = percent per day, 3 = percent per month (30 days), 4 = percent per year (360 days), all on valor.original */
                        juros?: {
                            modalidade: number;
                            valorPerc: string;
                        };
                        /** @description Abatement, deducted on every day: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original */
                        abatimento?: {
                            /** @enum {number} */
                            modalidade: 1 | 2;
                            valorPerc: string;
                        };
                        /** @description Discount for paying early: modalidade 1 = fixed BRL until each date of descontoDataFixa, 2 = percentage until each date, 3 = BRL per calendar day before the due date, 5 = percent per calendar day before the due date */
                        desconto?: {
                            modalidade: number;
                            valorPerc?: string;
                            descontoDataFixa?: {
                                /** Format: date */
                                data: string;
                                valorPerc: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Payment created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "code": "payment_created",
                     *       "response": {
                     *         "id": 5,
                     *         "amount": 49.9,
                     *         "description": "Pedido 1002",
                     *         "clientMode": "noNeedToSpecify",
                     *         "redirect_url": null,
                     *         "email": null,
                     *         "phoneNumber": null,
                     *         "document_type": null,
                     *         "expire_at": "2026-03-02T15:04:05.000-03:00",
                     *         "document_client": null,
                     *         "document_type_client": null,
                     *         "name_client": null,
                     *         "external_reference": "order-1002",
                     *         "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
                     *         "transaction_pix_id": "CSLESCitdfCBWPRagXxN7PSym",
                     *         "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
                     *         "name_receiver": "Loja Exemplo Comércio Ltda",
                     *         "document_receiver": "11222333000181",
                     *         "document_type_receiver": "CNPJ",
                     *         "qr_image": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
                     *         "qr_text": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
                     *         "status": "WAITING_PAYMENT",
                     *         "checkout_id": "uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
                     *         "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
                     *         "createdAt": "2026-03-02T15:04:05.000-03:00",
                     *         "updatedAt": "2026-03-02T15:04:05.000-03:00",
                     *         "due": null,
                     *         "amount_due_today": 49.9
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PixPaymentCreated"];
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "amount",
                     *           "message": "must be greater than 0"
                     *         },
                     *         {
                     *           "path": "expire_at",
                     *           "message": "must be an ISO 8601 date-time with a zone (Z or ±hh:mm)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_in_progress`: a request with the same Idempotency-Key is in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `pix_profile_missing` or `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "code": "pix_profile_missing",
                     *       "message": "Set your PIX receiver profile (key, legal name, document, city) first."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The configured PSP could not create the charge */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receivePixCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pix: ({
                        endToEndId: string;
                        txid?: string;
                        valor: string;
                        horario?: string;
                        chave?: string;
                        devolucoes?: ({
                            id: string;
                            status?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Each entry's outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            endToEndId: string;
                            outcome: string;
                        }[];
                    };
                };
            };
            /** @description Not an API Pix callback body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "pix",
                     *           "message": "Too small: expected array to have >=1 items"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong or missing callback secret */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No PSP is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "No PIX provider is configured."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveMerchantPixCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pix: ({
                        endToEndId: string;
                        txid?: string;
                        valor: string;
                        horario?: string;
                        chave?: string;
                        devolucoes?: ({
                            id: string;
                            status?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Each entry's outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            endToEndId: string;
                            outcome: string;
                            refunds?: {
                                refundId: string;
                                outcome: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not an API Pix callback body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "pix",
                     *           "message": "Too small: expected array to have >=1 items"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No connection has this callback secret */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "No PSP connection has this callback URL."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordReceivedPix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 10,
                 *       "endToEndId": "E12345678202611271200AbCdEfGhIjK"
                 *     }
                 */
                "application/json": {
                    /** @description BRL received, as the bank statement shows it */
                    amount: number;
                    /** @description The PIX's end-to-end id (E + ISPB + yyyyMMddHHmm + 11 characters), from the bank statement */
                    endToEndId: string;
                };
            };
        };
        responses: {
            /** @description The invoice after the payment, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "11",
                     *         "type": "PAYMENT",
                     *         "status": "PARTIALLY_PAID",
                     *         "amount": 30,
                     *         "currency": "BRL",
                     *         "gateway": "pix",
                     *         "user_id": 1,
                     *         "external_reference": "order-1003",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": null,
                     *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BRL",
                     *           "fiat_currency": "BRL",
                     *           "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540530.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525ay3FEUwXty8hQXFd3PRRjVkSu630439BF",
                     *           "due": null,
                     *           "amount_due_today": "30"
                     *         },
                     *         "amount_due": "30",
                     *         "amount_paid": "10",
                     *         "rate": null,
                     *         "rate_source": null,
                     *         "rate_at": null,
                     *         "version": 2,
                     *         "checkout_url": "http://localhost:3000/checkout/fEbVTdn7bUxq7HriefTwsFpqkQ7Y",
                     *         "payment_id": "100000011",
                     *         "id_transaction": "38a45595-9d9a-75db-8ce4-41685cd89cb0",
                     *         "customer_name": null,
                     *         "customer_email": null,
                     *         "derivation_index": null,
                     *         "confirmations": 1,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [
                     *           {
                     *             "hash": "E12345678202611271200AbCdEfGhIjK",
                     *             "output_index": 0,
                     *             "amount": "10",
                     *             "confirmations": 1,
                     *             "state": "confirmed",
                     *             "network": "pix",
                     *             "counted": true
                     *           }
                     *         ],
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description Invalid amount or end-to-end id, or not a PIX payment */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "amount",
                     *           "message": "must be greater than 0"
                     *         },
                     *         {
                     *           "path": "endToEndId",
                     *           "message": "must be 32 characters (E, the payer bank's ISPB, yyyyMMddHHmm and 11 letters or digits)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: the end-to-end id is recorded for another payment or amount, or the payment was charged through a PSP */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "conflict",
                     *       "message": "This end-to-end id is already recorded for another payment or amount.",
                     *       "errors": [
                     *         {
                     *           "path": "endToEndId",
                     *           "message": "is already recorded for another payment or amount"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "1",
                     *         "type": "PAYMENT",
                     *         "status": "WAITING_PAYMENT",
                     *         "amount": 100,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "order-1001",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                     *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00028572",
                     *         "amount_paid": "0",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 1,
                     *         "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                     *         "payment_id": "100000001",
                     *         "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                     *         "customer_name": "Ana Souza",
                     *         "customer_email": "ana@example.com",
                     *         "derivation_index": 0,
                     *         "confirmations": 0,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [],
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must not contain the NUL character (U+0000)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                page?: number;
                quantityPerPage?: number;
                /** @description <field>.<ASC|DESC>, field one of createdAt, updatedAt, amount, status (default createdAt.DESC). */
                orderBy?: "createdAt.ASC" | "createdAt.DESC" | "createdAt.asc" | "createdAt.desc" | "updatedAt.ASC" | "updatedAt.DESC" | "updatedAt.asc" | "updatedAt.desc" | "amount.ASC" | "amount.DESC" | "amount.asc" | "amount.desc" | "status.ASC" | "status.DESC" | "status.asc" | "status.desc";
                /** @description PAYMENT or WITHDRAWAL (any case). */
                type?: "PAYMENT" | "WITHDRAWAL" | "payment" | "withdrawal";
                /** @description Invoice status: WAITING_PAYMENT, CONFIRMING, PARTIALLY_PAID, PAID, EXPIRED, CANCELED, AWAITING_ADDRESS, AWAITING_PAYMENT, PROCESSING, COMPLETED, FAILED (any case). */
                status?: "WAITING_PAYMENT" | "CONFIRMING" | "PARTIALLY_PAID" | "PAID" | "EXPIRED" | "CANCELED" | "AWAITING_ADDRESS" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "FAILED" | "waiting_payment" | "confirming" | "partially_paid" | "paid" | "expired" | "canceled" | "awaiting_address" | "awaiting_payment" | "processing" | "completed" | "failed";
                /** @description crypto or pix. */
                gateway?: "crypto" | "pix" | "CRYPTO" | "PIX";
                /** @description Inclusive start of the creation period (ISO 8601). */
                start_date?: string;
                /** @description Exclusive end of the creation period (ISO 8601). */
                end_date?: string;
                /** @description Owner filter; admin and operator only. */
                user_id?: number;
                /** @description The id, a part of external_reference, customer name or e-mail, or the start or end of the pay address (any case; also pasted as the create answer's pay_address or as its payment URI). */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "data": [
                     *           {
                     *             "id": "12",
                     *             "type": "PAYMENT",
                     *             "status": "PAID",
                     *             "amount": 100,
                     *             "currency": "BRL",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": "order-1004",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": "bc1qm97vqzgj934vnaq9s53ynkyf9dgr05rargr04n",
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "BRL"
                     *             },
                     *             "amount_due": "0.00028572",
                     *             "amount_paid": "0.00028572",
                     *             "rate": "350000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 3,
                     *             "checkout_url": "http://localhost:3000/checkout/Nae5MydpmnvnNfKG474CGLydF86X",
                     *             "payment_id": "100000012",
                     *             "id_transaction": "05308eff-0c3b-737b-81d9-248f6ab6d648",
                     *             "customer_name": "Ana Souza",
                     *             "customer_email": "ana@example.com",
                     *             "derivation_index": 4,
                     *             "confirmations": 1,
                     *             "paid_at": "2026-03-02T15:04:05.000Z",
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [
                     *               {
                     *                 "hash": "sandbox_dab5da2e3017aa67c158d985",
                     *                 "output_index": 0,
                     *                 "amount": "0.00028572",
                     *                 "confirmations": 1,
                     *                 "state": "confirmed",
                     *                 "network": "sandbox",
                     *                 "counted": true
                     *               }
                     *             ],
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "11",
                     *             "type": "PAYMENT",
                     *             "status": "PARTIALLY_PAID",
                     *             "amount": 30,
                     *             "currency": "BRL",
                     *             "gateway": "pix",
                     *             "user_id": 1,
                     *             "external_reference": "order-1003",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": null,
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BRL",
                     *               "fiat_currency": "BRL",
                     *               "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540530.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525ay3FEUwXty8hQXFd3PRRjVkSu630439BF",
                     *               "due": null,
                     *               "amount_due_today": "30"
                     *             },
                     *             "amount_due": "30",
                     *             "amount_paid": "10",
                     *             "rate": null,
                     *             "rate_source": null,
                     *             "rate_at": null,
                     *             "version": 2,
                     *             "checkout_url": "http://localhost:3000/checkout/fEbVTdn7bUxq7HriefTwsFpqkQ7Y",
                     *             "payment_id": "100000011",
                     *             "id_transaction": "38a45595-9d9a-75db-8ce4-41685cd89cb0",
                     *             "customer_name": null,
                     *             "customer_email": null,
                     *             "derivation_index": null,
                     *             "confirmations": 1,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [
                     *               {
                     *                 "hash": "E12345678202611271200AbCdEfGhIjK",
                     *                 "output_index": 0,
                     *                 "amount": "10",
                     *                 "confirmations": 1,
                     *                 "state": "confirmed",
                     *                 "network": "pix",
                     *                 "counted": true
                     *               }
                     *             ],
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "10",
                     *             "type": "WITHDRAWAL",
                     *             "status": "CANCELED",
                     *             "amount": 32.5,
                     *             "currency": "USD",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": null,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": null,
                     *               "qr_code": "",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "USD"
                     *             },
                     *             "amount_due": "0.0005",
                     *             "amount_paid": "0",
                     *             "rate": "65000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 2,
                     *             "checkout_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
                     *             "payment_id": "100000010",
                     *             "id_transaction": "62a63b58-0143-712d-8dee-6f911b4cffa8",
                     *             "customer_name": null,
                     *             "customer_email": null,
                     *             "derivation_index": null,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "withdrawal": {
                     *               "kind": "payout",
                     *               "refund_of": null,
                     *               "basis": "crypto",
                     *               "claim_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
                     *               "transaction_hash": null,
                     *               "send_uri": null,
                     *               "failure_reason": null,
                     *               "outcome_unknown": false
                     *             },
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "9",
                     *             "type": "WITHDRAWAL",
                     *             "status": "AWAITING_PAYMENT",
                     *             "amount": 25,
                     *             "currency": "BRL",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": "payout-7",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "BRL"
                     *             },
                     *             "amount_due": "0.00007142",
                     *             "amount_paid": "0",
                     *             "rate": "350000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 2,
                     *             "checkout_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                     *             "payment_id": "100000009",
                     *             "id_transaction": "b93129a3-4d80-735d-87ab-122641ac7b4b",
                     *             "customer_name": "Bruno Lima",
                     *             "customer_email": null,
                     *             "derivation_index": null,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "withdrawal": {
                     *               "kind": "payout",
                     *               "refund_of": null,
                     *               "basis": "current_rate",
                     *               "claim_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                     *               "transaction_hash": null,
                     *               "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00007142",
                     *               "failure_reason": null,
                     *               "outcome_unknown": false
                     *             },
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "8",
                     *             "type": "WITHDRAWAL",
                     *             "status": "COMPLETED",
                     *             "amount": 10,
                     *             "currency": "BRL",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": "order-1001",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "BRL"
                     *             },
                     *             "amount_due": "0.00002857",
                     *             "amount_paid": "0.00002857",
                     *             "rate": "350000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 4,
                     *             "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *             "payment_id": "100000008",
                     *             "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                     *             "customer_name": "Ana Souza",
                     *             "customer_email": "ana@example.com",
                     *             "derivation_index": null,
                     *             "confirmations": 1,
                     *             "paid_at": "2026-03-02T15:04:05.000Z",
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [
                     *               {
                     *                 "hash": "sandbox_5633baa95419fc9cf2446ea9",
                     *                 "output_index": 0,
                     *                 "amount": "0.00002857",
                     *                 "confirmations": 1,
                     *                 "state": "confirmed",
                     *                 "network": "sandbox",
                     *                 "counted": true
                     *               }
                     *             ],
                     *             "withdrawal": {
                     *               "kind": "refund",
                     *               "refund_of": "1",
                     *               "basis": "invoice_rate",
                     *               "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *               "transaction_hash": "sandbox_5633baa95419fc9cf2446ea9",
                     *               "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00002857",
                     *               "failure_reason": null,
                     *               "outcome_unknown": false
                     *             },
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "7",
                     *             "type": "PAYMENT",
                     *             "status": "WAITING_PAYMENT",
                     *             "amount": 10,
                     *             "currency": "BRL",
                     *             "gateway": "pix",
                     *             "user_id": 1,
                     *             "external_reference": null,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": null,
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAVYAAAFWAQAAAAAa1IguAAAD…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BRL",
                     *               "fiat_currency": "BRL",
                     *               "emv": "00020126440014br.gov.bcb.pix0122pagamentos@loja.com.br520400005303986540510.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525UMEdkKCz8p3w7GRxf62peS8HH6304DCAD",
                     *               "due": null,
                     *               "amount_due_today": "10"
                     *             },
                     *             "amount_due": "10",
                     *             "amount_paid": "0",
                     *             "rate": null,
                     *             "rate_source": null,
                     *             "rate_at": null,
                     *             "version": 1,
                     *             "checkout_url": "http://localhost:3000/checkout/2THHdViPWbM2fhJhwCFW4VPTkmSd",
                     *             "payment_id": "100000007",
                     *             "id_transaction": "e0b8642b-37e5-7c7f-8d3e-ab0ecd9592a8",
                     *             "customer_name": null,
                     *             "customer_email": null,
                     *             "derivation_index": null,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "6",
                     *             "type": "PAYMENT",
                     *             "status": "WAITING_PAYMENT",
                     *             "amount": 10,
                     *             "currency": "BRL",
                     *             "gateway": "pix",
                     *             "user_id": 1,
                     *             "external_reference": null,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": null,
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAVYAAAFWAQAAAAAa1IguAAAD…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BRL",
                     *               "fiat_currency": "BRL",
                     *               "emv": "00020126440014br.gov.bcb.pix0122pagamentos@loja.com.br520400005303986540510.005802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525VqDLSSrYmDd4RwrkkFqEGZKnU6304B5E0",
                     *               "due": null,
                     *               "amount_due_today": "10"
                     *             },
                     *             "amount_due": "10",
                     *             "amount_paid": "0",
                     *             "rate": null,
                     *             "rate_source": null,
                     *             "rate_at": null,
                     *             "version": 1,
                     *             "checkout_url": "http://localhost:3000/checkout/vRCRVKF3MugrFkHm3juteWRgncXC",
                     *             "payment_id": "100000006",
                     *             "id_transaction": "035b13c2-8b1f-763f-8883-67bae77e9e09",
                     *             "customer_name": "Ana Souza",
                     *             "customer_email": null,
                     *             "derivation_index": null,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "5",
                     *             "type": "PAYMENT",
                     *             "status": "WAITING_PAYMENT",
                     *             "amount": 49.9,
                     *             "currency": "BRL",
                     *             "gateway": "pix",
                     *             "user_id": 1,
                     *             "external_reference": "order-1002",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": null,
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BRL",
                     *               "fiat_currency": "BRL",
                     *               "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
                     *               "due": null,
                     *               "amount_due_today": "49.9"
                     *             },
                     *             "amount_due": "49.9",
                     *             "amount_paid": "0",
                     *             "rate": null,
                     *             "rate_source": null,
                     *             "rate_at": null,
                     *             "version": 1,
                     *             "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
                     *             "payment_id": "100000005",
                     *             "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
                     *             "customer_name": null,
                     *             "customer_email": null,
                     *             "derivation_index": null,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "4",
                     *             "type": "PAYMENT",
                     *             "status": "WAITING_PAYMENT",
                     *             "amount": 12.34,
                     *             "currency": "EUR",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": "order-1001",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": "bc1qgl5vlg0zdl7yvprgxj9fevsc6q6x5dmcyk3cn3",
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "EUR"
                     *             },
                     *             "amount_due": "0.00020567",
                     *             "amount_paid": "0",
                     *             "rate": "60000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 1,
                     *             "checkout_url": "http://localhost:3000/checkout/hwwzTi4fii3EKtXAAmxisHLNKDRq",
                     *             "payment_id": "100000004",
                     *             "id_transaction": "7608fd6a-9d63-7f45-80ad-f5bb8ff421db",
                     *             "customer_name": "Ana Souza",
                     *             "customer_email": "ana@example.com",
                     *             "derivation_index": 3,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "checkout_session_id": null
                     *           },
                     *           {
                     *             "id": "3",
                     *             "type": "PAYMENT",
                     *             "status": "WAITING_PAYMENT",
                     *             "amount": 12.34,
                     *             "currency": "USD",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": "order-1001",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": "bc1qp59yckz4ae5c4efgw2s5wfyvrz0ala7rgvuz8z",
                     *               "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "USD"
                     *             },
                     *             "amount_due": "0.00018985",
                     *             "amount_paid": "0",
                     *             "rate": "65000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 1,
                     *             "checkout_url": "http://localhost:3000/checkout/rqm4CBJX9gzJcyZpGqLHjCQHdvFb",
                     *             "payment_id": "100000003",
                     *             "id_transaction": "2146702d-7755-7aad-89b4-4054eda6aa00",
                     *             "customer_name": "Ana Souza",
                     *             "customer_email": "ana@example.com",
                     *             "derivation_index": 2,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "checkout_session_id": null
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "quantityPerPage": 10,
                     *           "total": 12,
                     *           "totalPages": 2
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request query is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "quantityPerPage",
                     *           "message": "must be at least 1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `user_id` used by a merchant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "code": "forbidden",
                     *       "message": "Only admins and operators may filter by user_id."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice (sale) id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resent (`success`) or in progress (`pending`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Webhook resent successfully.",
                     *       "invoice_id": 1,
                     *       "status": "success"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookResendResult"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must not contain the NUL character (U+0000)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invoice not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_not_configured`: no webhook endpoint is set */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: too many resends of this invoice; see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "message": "Too many requests; try again in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; without it, the feed starts at the oldest kept event. `now` answers no events and the `next_cursor` of the feed's current end (null while the feed is empty), to follow only what comes next. */
                after?: string;
                /** @description Events per page (1–500, default 100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "data": [
                     *           {
                     *             "id": "evt_tfUPeRk4PytFeFrFthhBBsENsfvz",
                     *             "type": "invoice.created",
                     *             "created_at": "2026-03-02T15:04:05.000Z",
                     *             "data": {
                     *               "invoice": {
                     *                 "id": "1",
                     *                 "rate": "350000",
                     *                 "type": "PAYMENT",
                     *                 "amount": 100,
                     *                 "marked": false,
                     *                 "status": "WAITING_PAYMENT",
                     *                 "gateway": "crypto",
                     *                 "paid_at": null,
                     *                 "rate_at": "2026-03-02T15:04:05.000Z",
                     *                 "user_id": 1,
                     *                 "version": 1,
                     *                 "currency": "BRL",
                     *                 "overpaid": false,
                     *                 "createdAt": "2026-03-02T15:04:05.000Z",
                     *                 "paid_late": false,
                     *                 "updatedAt": "2026-03-02T15:04:05.000Z",
                     *                 "amount_due": "0.00028572",
                     *                 "payment_id": "100000001",
                     *                 "amount_paid": "0",
                     *                 "rate_source": "static",
                     *                 "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                     *                 "transactions": [],
                     *                 "confirmations": 0,
                     *                 "customer_name": "Ana Souza",
                     *                 "customer_email": "ana@example.com",
                     *                 "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                     *                 "payment_details": {
                     *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *                   "expires_at": "2026-03-02T15:04:05.000Z",
                     *                   "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                     *                   "pay_currency": "BTC",
                     *                   "fiat_currency": "BRL"
                     *                 },
                     *                 "derivation_index": 0,
                     *                 "external_reference": "order-1001",
                     *                 "checkout_session_id": null,
                     *                 "paid_on_other_network": false
                     *               }
                     *             }
                     *           },
                     *           {
                     *             "id": "evt_bGfkj4nDVHPQNLBfymqKadELE4mx",
                     *             "type": "invoice.created",
                     *             "created_at": "2026-03-02T15:04:05.000Z",
                     *             "data": {
                     *               "invoice": {
                     *                 "id": "2",
                     *                 "rate": "350000",
                     *                 "type": "PAYMENT",
                     *                 "amount": 12.34,
                     *                 "marked": false,
                     *                 "status": "WAITING_PAYMENT",
                     *                 "gateway": "crypto",
                     *                 "paid_at": null,
                     *                 "rate_at": "2026-03-02T15:04:05.000Z",
                     *                 "user_id": 1,
                     *                 "version": 1,
                     *                 "currency": "BRL",
                     *                 "overpaid": false,
                     *                 "createdAt": "2026-03-02T15:04:05.000Z",
                     *                 "paid_late": false,
                     *                 "updatedAt": "2026-03-02T15:04:05.000Z",
                     *                 "amount_due": "0.00003526",
                     *                 "payment_id": "100000002",
                     *                 "amount_paid": "0",
                     *                 "rate_source": "static",
                     *                 "checkout_url": "http://localhost:3000/checkout/LazbvbJReuetwFvFGFfUsspjGftL",
                     *                 "transactions": [],
                     *                 "confirmations": 0,
                     *                 "customer_name": "Ana Souza",
                     *                 "customer_email": "ana@example.com",
                     *                 "id_transaction": "e9c8e74c-f0b9-741a-8be1-e02d02921af3",
                     *                 "payment_details": {
                     *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *                   "expires_at": "2026-03-02T15:04:05.000Z",
                     *                   "pay_address": "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
                     *                   "pay_currency": "BTC",
                     *                   "fiat_currency": "BRL"
                     *                 },
                     *                 "derivation_index": 1,
                     *                 "external_reference": "order-1001",
                     *                 "checkout_session_id": null,
                     *                 "paid_on_other_network": false
                     *               }
                     *             }
                     *           },
                     *           {
                     *             "id": "evt_N4C3dzVAjP2CFd5BUWNsLp7h2AfN",
                     *             "type": "invoice.created",
                     *             "created_at": "2026-03-02T15:04:05.000Z",
                     *             "data": {
                     *               "invoice": {
                     *                 "id": "3",
                     *                 "rate": "65000",
                     *                 "type": "PAYMENT",
                     *                 "amount": 12.34,
                     *                 "marked": false,
                     *                 "status": "WAITING_PAYMENT",
                     *                 "gateway": "crypto",
                     *                 "paid_at": null,
                     *                 "rate_at": "2026-03-02T15:04:05.000Z",
                     *                 "user_id": 1,
                     *                 "version": 1,
                     *                 "currency": "USD",
                     *                 "overpaid": false,
                     *                 "createdAt": "2026-03-02T15:04:05.000Z",
                     *                 "paid_late": false,
                     *                 "updatedAt": "2026-03-02T15:04:05.000Z",
                     *                 "amount_due": "0.00018985",
                     *                 "payment_id": "100000003",
                     *                 "amount_paid": "0",
                     *                 "rate_source": "static",
                     *                 "checkout_url": "http://localhost:3000/checkout/rqm4CBJX9gzJcyZpGqLHjCQHdvFb",
                     *                 "transactions": [],
                     *                 "confirmations": 0,
                     *                 "customer_name": "Ana Souza",
                     *                 "customer_email": "ana@example.com",
                     *                 "id_transaction": "2146702d-7755-7aad-89b4-4054eda6aa00",
                     *                 "payment_details": {
                     *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *                   "expires_at": "2026-03-02T15:04:05.000Z",
                     *                   "pay_address": "bc1qp59yckz4ae5c4efgw2s5wfyvrz0ala7rgvuz8z",
                     *                   "pay_currency": "BTC",
                     *                   "fiat_currency": "USD"
                     *                 },
                     *                 "derivation_index": 2,
                     *                 "external_reference": "order-1001",
                     *                 "checkout_session_id": null,
                     *                 "paid_on_other_network": false
                     *               }
                     *             }
                     *           },
                     *           {
                     *             "id": "evt_fp7vnHzf8MSvEnvHzxgdwjxzHQKz",
                     *             "type": "invoice.created",
                     *             "created_at": "2026-03-02T15:04:05.000Z",
                     *             "data": {
                     *               "invoice": {
                     *                 "id": "4",
                     *                 "rate": "60000",
                     *                 "type": "PAYMENT",
                     *                 "amount": 12.34,
                     *                 "marked": false,
                     *                 "status": "WAITING_PAYMENT",
                     *                 "gateway": "crypto",
                     *                 "paid_at": null,
                     *                 "rate_at": "2026-03-02T15:04:05.000Z",
                     *                 "user_id": 1,
                     *                 "version": 1,
                     *                 "currency": "EUR",
                     *                 "overpaid": false,
                     *                 "createdAt": "2026-03-02T15:04:05.000Z",
                     *                 "paid_late": false,
                     *                 "updatedAt": "2026-03-02T15:04:05.000Z",
                     *                 "amount_due": "0.00020567",
                     *                 "payment_id": "100000004",
                     *                 "amount_paid": "0",
                     *                 "rate_source": "static",
                     *                 "checkout_url": "http://localhost:3000/checkout/hwwzTi4fii3EKtXAAmxisHLNKDRq",
                     *                 "transactions": [],
                     *                 "confirmations": 0,
                     *                 "customer_name": "Ana Souza",
                     *                 "customer_email": "ana@example.com",
                     *                 "id_transaction": "7608fd6a-9d63-7f45-80ad-f5bb8ff421db",
                     *                 "payment_details": {
                     *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *                   "expires_at": "2026-03-02T15:04:05.000Z",
                     *                   "pay_address": "bc1qgl5vlg0zdl7yvprgxj9fevsc6q6x5dmcyk3cn3",
                     *                   "pay_currency": "BTC",
                     *                   "fiat_currency": "EUR"
                     *                 },
                     *                 "derivation_index": 3,
                     *                 "external_reference": "order-1001",
                     *                 "checkout_session_id": null,
                     *                 "paid_on_other_network": false
                     *               }
                     *             }
                     *           },
                     *           {
                     *             "id": "evt_tuAGb6aDgQGsnqyA7wrwv3TtMnZH",
                     *             "type": "invoice.created",
                     *             "created_at": "2026-03-02T15:04:05.000Z",
                     *             "data": {
                     *               "invoice": {
                     *                 "id": "5",
                     *                 "rate": null,
                     *                 "type": "PAYMENT",
                     *                 "amount": 49.9,
                     *                 "marked": false,
                     *                 "status": "WAITING_PAYMENT",
                     *                 "gateway": "pix",
                     *                 "paid_at": null,
                     *                 "rate_at": null,
                     *                 "user_id": 1,
                     *                 "version": 1,
                     *                 "currency": "BRL",
                     *                 "overpaid": false,
                     *                 "createdAt": "2026-03-02T15:04:05.000Z",
                     *                 "paid_late": false,
                     *                 "updatedAt": "2026-03-02T15:04:05.000Z",
                     *                 "amount_due": "49.9",
                     *                 "payment_id": "100000005",
                     *                 "amount_paid": "0",
                     *                 "rate_source": null,
                     *                 "checkout_url": "http://localhost:3000/checkout/uPH3hcs3UMcuJrmwfCDsSWFkUCeA",
                     *                 "transactions": [],
                     *                 "confirmations": 0,
                     *                 "customer_name": null,
                     *                 "customer_email": null,
                     *                 "id_transaction": "cf69b715-c169-7c37-89ae-55bfdee86976",
                     *                 "payment_details": {
                     *                   "due": null,
                     *                   "emv": "00020126590014br.gov.bcb.pix0122pagamentos@loja.com.br0211Pedido 1002520400005303986540549.905802BR5925Loja Exemplo Comercio Ltd6009Sao Paulo62290525CSLESCitdfCBWPRagXxN7PSym630406AC",
                     *                   "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAW4AAAFuAQAAAACJ2c8iAAAE…",
                     *                   "expires_at": "2026-03-02T15:04:05.000Z",
                     *                   "pay_address": null,
                     *                   "pay_currency": "BRL",
                     *                   "fiat_currency": "BRL",
                     *                   "amount_due_today": "49.9"
                     *                 },
                     *                 "derivation_index": null,
                     *                 "external_reference": "order-1002",
                     *                 "checkout_session_id": null,
                     *                 "paid_on_other_network": false
                     *               }
                     *             }
                     *           }
                     *         ],
                     *         "next_cursor": "777.evt_tuAGb6aDgQGsnqyA7wrwv3TtMnZH",
                     *         "has_more": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request query is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "limit",
                     *           "message": "must be at least 1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simulateSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "partial"
                 *     }
                 */
                "application/json": {
                    /** @description Amount paid, as a decimal string. In the pay currency unless `currency` names the fiat currency. */
                    amount?: string;
                    /** @description Currency of `amount`: the invoice's pay currency (default) or its fiat currency. */
                    currency?: string;
                    /**
                     * @description Without `amount`: full (the rest, default), partial (half the rest), over (the rest plus 10 %), late (expire first, then pay the rest).
                     * @enum {string}
                     */
                    kind?: "full" | "partial" | "over" | "late";
                    /**
                     * @description Crypto only. now (default): the payment is confirmed in the same request. later: it is recorded with 0 confirmations and the invoice stays CONFIRMING until POST /api/sandbox/invoices/{id}/confirm, or the sandbox tick confirms it after SANDBOX_CONFIRM_SECONDS.
                     * @enum {string}
                     */
                    confirm?: "now" | "later";
                };
            };
        };
        responses: {
            /** @description The invoice after the payment, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "1",
                     *         "type": "PAYMENT",
                     *         "status": "PARTIALLY_PAID",
                     *         "amount": 100,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "order-1001",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                     *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00028572",
                     *         "amount_paid": "0.00014286",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 3,
                     *         "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                     *         "payment_id": "100000001",
                     *         "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                     *         "customer_name": "Ana Souza",
                     *         "customer_email": "ana@example.com",
                     *         "derivation_index": 0,
                     *         "confirmations": 1,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [
                     *           {
                     *             "hash": "sandbox_7fea6a1df0333dfa602e0f2a",
                     *             "output_index": 0,
                     *             "amount": "0.00014286",
                     *             "confirmations": 1,
                     *             "state": "confirmed",
                     *             "network": "sandbox",
                     *             "counted": true
                     *           }
                     *         ],
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description Invalid amount or currency */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "amount",
                     *           "message": "must be a plain decimal string such as \"0.0015\""
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `sandbox_only`: the merchant is not in sandbox mode */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "code": "sandbox_2VxS",
                     *       "message": "Only sandbox merchants can simulate payments."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_transition`: the invoice is PAID or CANCELED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "invalid_transition",
                     *       "message": "The invoice is PAID; it takes no more payments."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmSandboxPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice after the confirmation, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "12",
                     *         "type": "PAYMENT",
                     *         "status": "PAID",
                     *         "amount": 100,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "order-1004",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": "bc1qm97vqzgj934vnaq9s53ynkyf9dgr05rargr04n",
                     *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00028572",
                     *         "amount_paid": "0.00028572",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 3,
                     *         "checkout_url": "http://localhost:3000/checkout/Nae5MydpmnvnNfKG474CGLydF86X",
                     *         "payment_id": "100000012",
                     *         "id_transaction": "05308eff-0c3b-737b-81d9-248f6ab6d648",
                     *         "customer_name": "Ana Souza",
                     *         "customer_email": "ana@example.com",
                     *         "derivation_index": 4,
                     *         "confirmations": 1,
                     *         "paid_at": "2026-03-02T15:04:05.000Z",
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [
                     *           {
                     *             "hash": "sandbox_dab5da2e3017aa67c158d985",
                     *             "output_index": 0,
                     *             "amount": "0.00028572",
                     *             "confirmations": 1,
                     *             "state": "confirmed",
                     *             "network": "sandbox",
                     *             "counted": true
                     *           }
                     *         ],
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must not contain the NUL character (U+0000)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `sandbox_only`: the merchant is not in sandbox mode */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "code": "sandbox_2VxS",
                     *       "message": "Only sandbox merchants can simulate payments."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_transition`: no simulated payment awaits confirmation */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "invalid_transition",
                     *       "message": "No simulated payment of this invoice awaits confirmation."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refunds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "data": [
                     *           {
                     *             "id": "8",
                     *             "type": "WITHDRAWAL",
                     *             "status": "AWAITING_ADDRESS",
                     *             "amount": 10,
                     *             "currency": "BRL",
                     *             "gateway": "crypto",
                     *             "user_id": 1,
                     *             "external_reference": "order-1001",
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z",
                     *             "payment_details": {
                     *               "pay_address": null,
                     *               "qr_code": "",
                     *               "expires_at": "2026-03-02T15:04:05.000Z",
                     *               "pay_currency": "BTC",
                     *               "fiat_currency": "BRL"
                     *             },
                     *             "amount_due": "0.00002857",
                     *             "amount_paid": "0",
                     *             "rate": "350000",
                     *             "rate_source": "static",
                     *             "rate_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 1,
                     *             "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *             "payment_id": "100000008",
                     *             "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                     *             "customer_name": "Ana Souza",
                     *             "customer_email": "ana@example.com",
                     *             "derivation_index": null,
                     *             "confirmations": 0,
                     *             "paid_at": null,
                     *             "paid_late": false,
                     *             "overpaid": false,
                     *             "marked": false,
                     *             "paid_on_other_network": false,
                     *             "transactions": [],
                     *             "withdrawal": {
                     *               "kind": "refund",
                     *               "refund_of": "1",
                     *               "basis": "invoice_rate",
                     *               "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *               "transaction_hash": null,
                     *               "send_uri": null,
                     *               "failure_reason": null,
                     *               "outcome_unknown": false
                     *             },
                     *             "checkout_session_id": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: 200;
                        /** @constant */
                        code: "success";
                        response: {
                            data: components["schemas"]["Invoice"][];
                        };
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "basis": "invoice_rate",
                 *       "amount": 10,
                 *       "description": "Item out of stock"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description received (default): all that is left to refund; excess: what an overpaid payment received beyond the amount due; invoice_rate / current_rate: `amount` in the payment's fiat currency, converted at the payment's rate or today's; crypto: `crypto_amount` in the payment's pay currency.
                     * @default received
                     * @enum {string}
                     */
                    basis?: "received" | "excess" | "invoice_rate" | "current_rate" | "crypto";
                    /** @description Fiat amount (invoice_rate, current_rate), at most 2 decimals. */
                    amount?: number;
                    /** @description Amount in the pay currency (crypto), a plain decimal string. */
                    crypto_amount?: string;
                    /** @description The receiver's address, when you know it: the refund then waits for your send. Without it, the receiver gives it on the claim page (`withdrawal.claim_url`). */
                    address?: string;
                    /** @description Your reference; the payment's by default. */
                    external_reference?: string;
                    /** @description Why (shown to the receiver on the claim page). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The refund, in the envelope */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "code": "refund_created",
                     *       "response": {
                     *         "id": "8",
                     *         "type": "WITHDRAWAL",
                     *         "status": "AWAITING_ADDRESS",
                     *         "amount": 10,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "order-1001",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": null,
                     *           "qr_code": "",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00002857",
                     *         "amount_paid": "0",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 1,
                     *         "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *         "payment_id": "100000008",
                     *         "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                     *         "customer_name": "Ana Souza",
                     *         "customer_email": "ana@example.com",
                     *         "derivation_index": null,
                     *         "confirmations": 0,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [],
                     *         "withdrawal": {
                     *           "kind": "refund",
                     *           "refund_of": "1",
                     *           "basis": "invoice_rate",
                     *           "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *           "transaction_hash": null,
                     *           "send_uri": null,
                     *           "failure_reason": null,
                     *           "outcome_unknown": false
                     *         },
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: 201;
                        /** @constant */
                        code: "refund_created";
                        response: components["schemas"]["Invoice"];
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "crypto_amount",
                     *           "message": "is required with basis crypto"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Invoice not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_in_progress`: a request with the same Idempotency-Key is in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `refund_exceeds_received`, `unprocessable` (not a crypto payment) or `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "code": "refund_exceeds_received",
                     *       "message": "0.00285714 BTC is more than the 0.00025715 BTC left to refund of invoice 1."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_unavailable` (basis current_rate) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pay_currency": "BTC",
                 *       "fiat_currency": "BRL",
                 *       "amount": 25,
                 *       "customer_name": "Bruno Lima",
                 *       "external_reference": "payout-7"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What is sent: BTC, ETH or USDTBSC (any case).
                     * @enum {string}
                     */
                    pay_currency: "BTC" | "ETH" | "USDTBSC" | "USDCBSC" | "USDTETH" | "USDCETH" | "USDTPOLYGON" | "USDCPOLYGON" | "USDTBASE" | "USDCBASE" | "USDTARB" | "USDCARB" | "USDTTRON" | "btc" | "eth" | "usdtbsc" | "usdcbsc" | "usdteth" | "usdceth" | "usdtpolygon" | "usdcpolygon" | "usdtbase" | "usdcbase" | "usdtarb" | "usdcarb" | "usdttron";
                    /**
                     * @description The fiat currency the payout is accounted in: BRL, USD or EUR.
                     * @enum {string}
                     */
                    fiat_currency: "BRL" | "USD" | "EUR" | "brl" | "usd" | "eur";
                    /** @description Fiat amount, converted at today's rate (rounded down). Give this or `crypto_amount`. */
                    amount?: number;
                    /** @description Amount in pay_currency. Give this or `amount`. */
                    crypto_amount?: string;
                    /** @description The receiver's address; without it, the receiver gives it on the claim page. */
                    address?: string;
                    /** @description The receiver's name. */
                    customer_name?: string;
                    /** @description The receiver's e-mail. */
                    customer_email?: string;
                    external_reference?: string;
                    /** @description What it pays for (shown to the receiver on the claim page). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The payout, in the envelope */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "code": "payout_created",
                     *       "response": {
                     *         "id": "9",
                     *         "type": "WITHDRAWAL",
                     *         "status": "AWAITING_ADDRESS",
                     *         "amount": 25,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "payout-7",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": null,
                     *           "qr_code": "",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00007142",
                     *         "amount_paid": "0",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 1,
                     *         "checkout_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                     *         "payment_id": "100000009",
                     *         "id_transaction": "b93129a3-4d80-735d-87ab-122641ac7b4b",
                     *         "customer_name": "Bruno Lima",
                     *         "customer_email": null,
                     *         "derivation_index": null,
                     *         "confirmations": 0,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [],
                     *         "withdrawal": {
                     *           "kind": "payout",
                     *           "refund_of": null,
                     *           "basis": "current_rate",
                     *           "claim_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                     *           "transaction_hash": null,
                     *           "send_uri": null,
                     *           "failure_reason": null,
                     *           "outcome_unknown": false
                     *         },
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: 201;
                        /** @constant */
                        code: "payout_created";
                        response: components["schemas"]["Invoice"];
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "amount",
                     *           "message": "give either amount or crypto_amount"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_in_progress`: a request with the same Idempotency-Key is in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "message": "This Idempotency-Key was already used with a different request body."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setWithdrawalAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
                 *     }
                 */
                "application/json": {
                    address: string;
                };
            };
        };
        responses: {
            /** @description The withdrawal, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "9",
                     *         "type": "WITHDRAWAL",
                     *         "status": "AWAITING_PAYMENT",
                     *         "amount": 25,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "payout-7",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                     *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00007142",
                     *         "amount_paid": "0",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 2,
                     *         "checkout_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                     *         "payment_id": "100000009",
                     *         "id_transaction": "b93129a3-4d80-735d-87ab-122641ac7b4b",
                     *         "customer_name": "Bruno Lima",
                     *         "customer_email": null,
                     *         "derivation_index": null,
                     *         "confirmations": 0,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [],
                     *         "withdrawal": {
                     *           "kind": "payout",
                     *           "refund_of": null,
                     *           "basis": "current_rate",
                     *           "claim_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                     *           "transaction_hash": null,
                     *           "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00007142",
                     *           "failure_reason": null,
                     *           "outcome_unknown": false
                     *         },
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The address is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "address",
                     *           "message": "The address contains characters that no Bitcoin address has."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_transition`: the address is already set, or the link expired or was canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "invalid_transition",
                     *       "message": "The withdrawal is AWAITING_PAYMENT: its address can no longer be set."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitWithdrawalTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The hash of your transaction that sent the amount to pay_address. */
                    transaction_hash: string;
                };
            };
        };
        responses: {
            /** @description The withdrawal, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "transaction_hash",
                     *           "message": "must be a transaction hash (64 hex digits, 0x first on EVM chains)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_transition`: the withdrawal awaits no send */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "invalid_transition",
                     *       "message": "The withdrawal is COMPLETED: it takes no transaction."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `transaction_rejected` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `chain_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "code": "chain_unavailable",
                     *       "message": "No bitcoin node or indexer is configured to check the transaction with."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawal, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "10",
                     *         "type": "WITHDRAWAL",
                     *         "status": "CANCELED",
                     *         "amount": 32.5,
                     *         "currency": "USD",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": null,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": null,
                     *           "qr_code": "",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "USD"
                     *         },
                     *         "amount_due": "0.0005",
                     *         "amount_paid": "0",
                     *         "rate": "65000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 2,
                     *         "checkout_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
                     *         "payment_id": "100000010",
                     *         "id_transaction": "62a63b58-0143-712d-8dee-6f911b4cffa8",
                     *         "customer_name": null,
                     *         "customer_email": null,
                     *         "derivation_index": null,
                     *         "confirmations": 0,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [],
                     *         "withdrawal": {
                     *           "kind": "payout",
                     *           "refund_of": null,
                     *           "basis": "crypto",
                     *           "claim_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
                     *           "transaction_hash": null,
                     *           "send_uri": null,
                     *           "failure_reason": null,
                     *           "outcome_unknown": false
                     *         },
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_transition` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "invalid_transition",
                     *       "message": "An invoice in CANCELED cannot move to CANCELED."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simulateSandboxClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
                 *     }
                 */
                "application/json": {
                    /** @description The receiver's address; an example address of the network when absent. */
                    address?: string;
                };
            };
        };
        responses: {
            /** @description The withdrawal, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "8",
                     *         "type": "WITHDRAWAL",
                     *         "status": "AWAITING_PAYMENT",
                     *         "amount": 10,
                     *         "currency": "BRL",
                     *         "gateway": "crypto",
                     *         "user_id": 1,
                     *         "external_reference": "order-1001",
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z",
                     *         "payment_details": {
                     *           "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                     *           "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                     *           "expires_at": "2026-03-02T15:04:05.000Z",
                     *           "pay_currency": "BTC",
                     *           "fiat_currency": "BRL"
                     *         },
                     *         "amount_due": "0.00002857",
                     *         "amount_paid": "0",
                     *         "rate": "350000",
                     *         "rate_source": "static",
                     *         "rate_at": "2026-03-02T15:04:05.000Z",
                     *         "version": 2,
                     *         "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *         "payment_id": "100000008",
                     *         "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                     *         "customer_name": "Ana Souza",
                     *         "customer_email": "ana@example.com",
                     *         "derivation_index": null,
                     *         "confirmations": 0,
                     *         "paid_at": null,
                     *         "paid_late": false,
                     *         "overpaid": false,
                     *         "marked": false,
                     *         "paid_on_other_network": false,
                     *         "transactions": [],
                     *         "withdrawal": {
                     *           "kind": "refund",
                     *           "refund_of": "1",
                     *           "basis": "invoice_rate",
                     *           "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                     *           "transaction_hash": null,
                     *           "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00002857",
                     *           "failure_reason": null,
                     *           "outcome_unknown": false
                     *         },
                     *         "checkout_session_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_json",
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `sandbox_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "code": "sandbox_2VxS",
                     *       "message": "Only sandbox merchants can simulate payments."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_transition`: already claimed, expired or canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "code": "invalid_transition",
                     *       "message": "The withdrawal is AWAITING_PAYMENT: it can no longer be claimed."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCheckoutSessions: {
        parameters: {
            query?: {
                page?: number;
                quantityPerPage?: number;
                /** @description OPEN, PAID or EXPIRED (any case). */
                status?: "OPEN" | "PAID" | "EXPIRED" | "open" | "paid" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "data": [
                     *           {
                     *             "id": "cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                     *             "status": "OPEN",
                     *             "amount": 80,
                     *             "currency": "BRL",
                     *             "description": "Pedido 1005",
                     *             "external_reference": "order-1005",
                     *             "redirect_url": null,
                     *             "customer_name": null,
                     *             "customer_email": null,
                     *             "customer_phone": null,
                     *             "expires_at": "2026-03-02T15:04:05.000Z",
                     *             "checkout_url": "http://localhost:3000/pay/cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                     *             "payment_link": null,
                     *             "quantity": null,
                     *             "invoices": [],
                     *             "paid_at": null,
                     *             "version": 1,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "quantityPerPage": 10,
                     *           "total": 1,
                     *           "totalPages": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: number;
                        code: string;
                        response: {
                            data: {
                                /** @description cs_… id, also the hosted chooser's handle. */
                                id: string;
                                /** @enum {string} */
                                status: "OPEN" | "PAID" | "EXPIRED";
                                amount: number;
                                currency: string;
                                description: string | null;
                                external_reference: string | null;
                                redirect_url: string | null;
                                customer_name: string | null;
                                customer_email: string | null;
                                customer_phone: string | null;
                                expires_at: string;
                                /** @description The hosted page where the payer chooses PIX or a crypto asset. */
                                checkout_url: string;
                                /** @description The slug of the payment link the session came from. */
                                payment_link: string | null;
                                quantity: number | null;
                                /** @description Every invoice the payer's choices created, oldest first. */
                                invoices: {
                                    id: string;
                                    /** @enum {string} */
                                    gateway: "crypto" | "pix";
                                    status: string;
                                    pay_currency: string;
                                    amount_due: string;
                                    amount_paid: string;
                                    checkout_id: string;
                                    checkout_url: string;
                                    /** @enum {string} */
                                    role: "rail" | "remainder";
                                }[];
                                paid_at: string | null;
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request query is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "quantityPerPage",
                     *           "message": "must be at least 1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 80,
                 *       "currency": "brl",
                 *       "description": "Pedido 1005",
                 *       "external_reference": "order-1005"
                 *     }
                 */
                "application/json": {
                    /** @description Amount in the fiat currency (at most 2 decimals). */
                    amount: number;
                    /**
                     * @description Fiat currency code: BRL, USD or EUR (any case). PIX is offered for BRL sessions.
                     * @enum {string}
                     */
                    currency: "BRL" | "USD" | "EUR" | "brl" | "usd" | "eur";
                    /** @description What is paid for, shown to the payer. */
                    description?: string;
                    /** @description Reference of the calling application. */
                    external_reference?: string;
                    /**
                     * Format: uri
                     * @description Where the payer is sent once the session is paid.
                     */
                    redirect_url?: string;
                    /**
                     * Format: date-time
                     * @description Until when the payer may choose a rail (default 24 hours). Each rail's invoice has its own expiry.
                     */
                    expires_at?: string;
                    customer_name?: string;
                    /** Format: email */
                    customer_email?: string;
                    customer_phone?: string;
                };
            };
        };
        responses: {
            /** @description Session created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "code": "checkout_created",
                     *       "response": {
                     *         "id": "cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                     *         "status": "OPEN",
                     *         "amount": 80,
                     *         "currency": "BRL",
                     *         "description": "Pedido 1005",
                     *         "external_reference": "order-1005",
                     *         "redirect_url": null,
                     *         "customer_name": null,
                     *         "customer_email": null,
                     *         "customer_phone": null,
                     *         "expires_at": "2026-03-02T15:04:05.000Z",
                     *         "checkout_url": "http://localhost:3000/pay/cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                     *         "payment_link": null,
                     *         "quantity": null,
                     *         "invoices": [],
                     *         "paid_at": null,
                     *         "version": 1,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: number;
                        code: string;
                        response: {
                            /** @description cs_… id, also the hosted chooser's handle. */
                            id: string;
                            /** @enum {string} */
                            status: "OPEN" | "PAID" | "EXPIRED";
                            amount: number;
                            currency: string;
                            description: string | null;
                            external_reference: string | null;
                            redirect_url: string | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            expires_at: string;
                            /** @description The hosted page where the payer chooses PIX or a crypto asset. */
                            checkout_url: string;
                            /** @description The slug of the payment link the session came from. */
                            payment_link: string | null;
                            quantity: number | null;
                            /** @description Every invoice the payer's choices created, oldest first. */
                            invoices: {
                                id: string;
                                /** @enum {string} */
                                gateway: "crypto" | "pix";
                                status: string;
                                pay_currency: string;
                                amount_due: string;
                                amount_paid: string;
                                checkout_id: string;
                                checkout_url: string;
                                /** @enum {string} */
                                role: "rail" | "remainder";
                            }[];
                            paid_at: string | null;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "amount",
                     *           "message": "must be greater than 0"
                     *         },
                     *         {
                     *           "path": "currency",
                     *           "message": "must be one of BRL, USD, EUR"
                     *         },
                     *         {
                     *           "path": "redirect_url",
                     *           "message": "must be an http(s) URL"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_in_progress`: a request with the same Idempotency-Key is in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "message": "This Idempotency-Key was already used with a different request body."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout session id (cs_…). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": "cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                     *         "status": "OPEN",
                     *         "amount": 80,
                     *         "currency": "BRL",
                     *         "description": "Pedido 1005",
                     *         "external_reference": "order-1005",
                     *         "redirect_url": null,
                     *         "customer_name": null,
                     *         "customer_email": null,
                     *         "customer_phone": null,
                     *         "expires_at": "2026-03-02T15:04:05.000Z",
                     *         "checkout_url": "http://localhost:3000/pay/cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                     *         "payment_link": null,
                     *         "quantity": null,
                     *         "invoices": [],
                     *         "paid_at": null,
                     *         "version": 1,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: number;
                        code: string;
                        response: {
                            /** @description cs_… id, also the hosted chooser's handle. */
                            id: string;
                            /** @enum {string} */
                            status: "OPEN" | "PAID" | "EXPIRED";
                            amount: number;
                            currency: string;
                            description: string | null;
                            external_reference: string | null;
                            redirect_url: string | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            expires_at: string;
                            /** @description The hosted page where the payer chooses PIX or a crypto asset. */
                            checkout_url: string;
                            /** @description The slug of the payment link the session came from. */
                            payment_link: string | null;
                            quantity: number | null;
                            /** @description Every invoice the payer's choices created, oldest first. */
                            invoices: {
                                id: string;
                                /** @enum {string} */
                                gateway: "crypto" | "pix";
                                status: string;
                                pay_currency: string;
                                amount_due: string;
                                amount_paid: string;
                                checkout_id: string;
                                checkout_url: string;
                                /** @enum {string} */
                                role: "rail" | "remainder";
                            }[];
                            paid_at: string | null;
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must be at most 64 characters"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Checkout session not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                page?: number;
                quantityPerPage?: number;
                /** @description true: only links that take payments; false: only disabled ones. */
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "data": [
                     *           {
                     *             "id": 2,
                     *             "slug": "Xk3pSsuLqa",
                     *             "url": "http://localhost:3000/l/Xk3pSsuLqa",
                     *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
                     *             "title": "Doação",
                     *             "description": null,
                     *             "image_url": null,
                     *             "currency": "BRL",
                     *             "amount": null,
                     *             "min_amount": 10,
                     *             "max_amount": 500,
                     *             "quantity_enabled": false,
                     *             "max_quantity": null,
                     *             "active": true,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z"
                     *           },
                     *           {
                     *             "id": 1,
                     *             "slug": "kqBE8AfTSe",
                     *             "url": "http://localhost:3000/l/kqBE8AfTSe",
                     *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
                     *             "title": "Bolo de cenoura",
                     *             "description": "Com cobertura de chocolate",
                     *             "image_url": null,
                     *             "currency": "BRL",
                     *             "amount": 25.5,
                     *             "min_amount": null,
                     *             "max_amount": null,
                     *             "quantity_enabled": true,
                     *             "max_quantity": 5,
                     *             "active": true,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "quantityPerPage": 10,
                     *           "total": 2,
                     *           "totalPages": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkPage"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request query is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "quantityPerPage",
                     *           "message": "must be at least 1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Bolo de cenoura",
                 *       "description": "Com cobertura de chocolate",
                 *       "currency": "brl",
                 *       "amount": 25.5,
                 *       "quantity_enabled": true,
                 *       "max_quantity": 5
                 *     }
                 */
                "application/json": {
                    /** @description What is sold, shown to the payer. */
                    title: string;
                    description?: string;
                    /**
                     * Format: uri
                     * @description A picture of what is sold, shown on the link's page.
                     */
                    image_url?: string;
                    /**
                     * @description Fiat currency code: BRL, USD or EUR (any case). PIX is offered for BRL links.
                     * @enum {string}
                     */
                    currency: "BRL" | "USD" | "EUR" | "brl" | "usd" | "eur";
                    /** @description A fixed price (at most 2 decimals). Without it the payer types the amount. */
                    amount?: number;
                    /** @description Without `amount`: the least the payer may type. */
                    min_amount?: number;
                    /** @description Without `amount`: the most the payer may type. */
                    max_amount?: number;
                    /**
                     * @description With `amount`: the payer picks a quantity, and pays the amount times it.
                     * @default false
                     */
                    quantity_enabled?: boolean;
                    /** @description With `quantity_enabled`: the largest quantity the payer may pick. */
                    max_quantity?: number;
                };
            };
        };
        responses: {
            /** @description The link, in the envelope */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 201,
                     *       "code": "payment_link_created",
                     *       "response": {
                     *         "id": 1,
                     *         "slug": "kqBE8AfTSe",
                     *         "url": "http://localhost:3000/l/kqBE8AfTSe",
                     *         "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
                     *         "title": "Bolo de cenoura",
                     *         "description": "Com cobertura de chocolate",
                     *         "image_url": null,
                     *         "currency": "BRL",
                     *         "amount": 25.5,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "quantity_enabled": true,
                     *         "max_quantity": 5,
                     *         "active": true,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: 201;
                        /** @constant */
                        code: "payment_link_created";
                        response: components["schemas"]["PaymentLink"];
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`) or `invalid_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request body is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "title",
                     *           "message": "must not be empty"
                     *         },
                     *         {
                     *           "path": "currency",
                     *           "message": "must be one of BRL, USD, EUR"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_in_progress`: a request with the same Idempotency-Key is in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is above 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "message": "The request body is larger than 64 KiB."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "message": "The request body must be JSON (Content-Type: application/json)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: the Idempotency-Key was used with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "message": "This Idempotency-Key was already used with a different request body."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payment link id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": 1,
                     *         "slug": "kqBE8AfTSe",
                     *         "url": "http://localhost:3000/l/kqBE8AfTSe",
                     *         "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
                     *         "title": "Bolo de cenoura",
                     *         "description": "Com cobertura de chocolate",
                     *         "image_url": null,
                     *         "currency": "BRL",
                     *         "amount": 25.5,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "quantity_enabled": true,
                     *         "max_quantity": 5,
                     *         "active": true,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must be a payment link id (a positive integer)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Payment link not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disablePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payment link id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": 1,
                     *         "slug": "kqBE8AfTSe",
                     *         "url": "http://localhost:3000/l/kqBE8AfTSe",
                     *         "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
                     *         "title": "Bolo de cenoura",
                     *         "description": "Com cobertura de chocolate",
                     *         "image_url": null,
                     *         "currency": "BRL",
                     *         "amount": 25.5,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "quantity_enabled": true,
                     *         "max_quantity": 5,
                     *         "active": false,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must be a payment link id (a positive integer)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Payment link not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enablePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payment link id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, in the envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "id": 1,
                     *         "slug": "kqBE8AfTSe",
                     *         "url": "http://localhost:3000/l/kqBE8AfTSe",
                     *         "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAMYAAADGAQAAAACh4MLwAAAB…",
                     *         "title": "Bolo de cenoura",
                     *         "description": "Com cobertura de chocolate",
                     *         "image_url": null,
                     *         "currency": "BRL",
                     *         "amount": 25.5,
                     *         "min_amount": null,
                     *         "max_amount": null,
                     *         "quantity_enabled": true,
                     *         "max_quantity": 5,
                     *         "active": true,
                     *         "createdAt": "2026-03-02T15:04:05.000Z",
                     *         "updatedAt": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkEnvelope"];
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request params is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "params.id",
                     *           "message": "must be a payment link id (a positive integer)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Payment link not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts OPTIONS, POST."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPaymentLinkPayments: {
        parameters: {
            query?: {
                page?: number;
                quantityPerPage?: number;
            };
            header?: never;
            path: {
                /** @description Payment link id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of paid sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "code": "success",
                     *       "response": {
                     *         "data": [
                     *           {
                     *             "id": "cs_2cEgezwn4H3DbiX9FupMCyGSCHrN",
                     *             "status": "PAID",
                     *             "amount": 51,
                     *             "currency": "BRL",
                     *             "description": "Bolo de cenoura",
                     *             "external_reference": null,
                     *             "redirect_url": null,
                     *             "customer_name": null,
                     *             "customer_email": null,
                     *             "customer_phone": null,
                     *             "expires_at": "2026-03-02T15:04:05.000Z",
                     *             "checkout_url": "http://localhost:3000/pay/cs_2cEgezwn4H3DbiX9FupMCyGSCHrN",
                     *             "payment_link": "kqBE8AfTSe",
                     *             "quantity": 2,
                     *             "invoices": [
                     *               {
                     *                 "id": "13",
                     *                 "gateway": "pix",
                     *                 "status": "PAID",
                     *                 "pay_currency": "BRL",
                     *                 "amount_due": "51",
                     *                 "amount_paid": "51",
                     *                 "checkout_id": "4NC3pr4Cjittje4G9ZW8fvFjZ5fH",
                     *                 "checkout_url": "http://localhost:3000/checkout/4NC3pr4Cjittje4G9ZW8fvFjZ5fH",
                     *                 "role": "rail"
                     *               }
                     *             ],
                     *             "paid_at": "2026-03-02T15:04:05.000Z",
                     *             "version": 3,
                     *             "createdAt": "2026-03-02T15:04:05.000Z",
                     *             "updatedAt": "2026-03-02T15:04:05.000Z"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "quantityPerPage": 10,
                     *           "total": 1,
                     *           "totalPages": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: 200;
                        /** @constant */
                        code: "success";
                        response: {
                            data: {
                                /** @description cs_… id, also the hosted chooser's handle. */
                                id: string;
                                /** @enum {string} */
                                status: "OPEN" | "PAID" | "EXPIRED";
                                amount: number;
                                currency: string;
                                description: string | null;
                                external_reference: string | null;
                                redirect_url: string | null;
                                customer_name: string | null;
                                customer_email: string | null;
                                customer_phone: string | null;
                                expires_at: string;
                                /** @description The hosted page where the payer chooses PIX or a crypto asset. */
                                checkout_url: string;
                                /** @description The slug of the payment link the session came from. */
                                payment_link: string | null;
                                quantity: number | null;
                                /** @description Every invoice the payer's choices created, oldest first. */
                                invoices: {
                                    id: string;
                                    /** @enum {string} */
                                    gateway: "crypto" | "pix";
                                    status: string;
                                    pay_currency: string;
                                    amount_due: string;
                                    amount_paid: string;
                                    checkout_id: string;
                                    checkout_url: string;
                                    /** @enum {string} */
                                    role: "rail" | "remainder";
                                }[];
                                paid_at: string | null;
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description `invalid_input` (each field in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "code": "invalid_input",
                     *       "message": "The request query is invalid.",
                     *       "errors": [
                     *         {
                     *           "path": "quantityPerPage",
                     *           "message": "must be at most 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: the key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "message": "The Authorization header is missing."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "message": "Payment link not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: this path does not accept that method (`Allow` lists those it does). */
            405: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 405,
                     *       "code": "method_not_allowed",
                     *       "message": "This path accepts GET, HEAD, OPTIONS."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: the body carries a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    onInvoiceCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_tfUPeRk4PytFeFrFthhBBsENsfvz",
                 *       "type": "invoice.created",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "1",
                 *           "rate": "350000",
                 *           "type": "PAYMENT",
                 *           "amount": 100,
                 *           "marked": false,
                 *           "status": "WAITING_PAYMENT",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 1,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00028572",
                 *           "payment_id": "100000001",
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                 *           "transactions": [],
                 *           "confirmations": 0,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": 0,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoiceConfirming: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_xGk8gHkEscreMYPiBSZieqVJ6ut2",
                 *       "type": "invoice.confirming",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "1",
                 *           "rate": "350000",
                 *           "type": "PAYMENT",
                 *           "amount": 100,
                 *           "marked": false,
                 *           "status": "CONFIRMING",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 2,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00028572",
                 *           "payment_id": "100000001",
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                 *           "transactions": [
                 *             {
                 *               "hash": "sandbox_7fea6a1df0333dfa602e0f2a",
                 *               "state": "pending",
                 *               "amount": "0.00014286",
                 *               "counted": true,
                 *               "network": "sandbox",
                 *               "output_index": 0,
                 *               "confirmations": 0
                 *             }
                 *           ],
                 *           "confirmations": 0,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": 0,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoicePartiallyPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_ACv2pgMq7LbipF2th8xFmHEanZXy",
                 *       "type": "invoice.partially_paid",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "1",
                 *           "rate": "350000",
                 *           "type": "PAYMENT",
                 *           "amount": 100,
                 *           "marked": false,
                 *           "status": "PARTIALLY_PAID",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 3,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00028572",
                 *           "payment_id": "100000001",
                 *           "amount_paid": "0.00014286",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                 *           "transactions": [
                 *             {
                 *               "hash": "sandbox_7fea6a1df0333dfa602e0f2a",
                 *               "state": "confirmed",
                 *               "amount": "0.00014286",
                 *               "counted": true,
                 *               "network": "sandbox",
                 *               "output_index": 0,
                 *               "confirmations": 1
                 *             }
                 *           ],
                 *           "confirmations": 1,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": 0,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoicePaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5YxsYSPzzEaJgcEYFTcdAzN89BXf",
                 *       "type": "invoice.paid",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "1",
                 *           "rate": "350000",
                 *           "type": "PAYMENT",
                 *           "amount": 100,
                 *           "marked": false,
                 *           "status": "PAID",
                 *           "gateway": "crypto",
                 *           "paid_at": "2026-03-02T15:04:05.000Z",
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 5,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00028572",
                 *           "payment_id": "100000001",
                 *           "amount_paid": "0.00028572",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/checkout/6XxyqDA3NvA6gyGD9Zm4S2kyLW5D",
                 *           "transactions": [
                 *             {
                 *               "hash": "sandbox_7fea6a1df0333dfa602e0f2a",
                 *               "state": "confirmed",
                 *               "amount": "0.00014286",
                 *               "counted": true,
                 *               "network": "sandbox",
                 *               "output_index": 0,
                 *               "confirmations": 1
                 *             },
                 *             {
                 *               "hash": "sandbox_52d24d30e8e1c390036f5dc6",
                 *               "state": "confirmed",
                 *               "amount": "0.00014286",
                 *               "counted": true,
                 *               "network": "sandbox",
                 *               "output_index": 0,
                 *               "confirmations": 1
                 *             }
                 *           ],
                 *           "confirmations": 1,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "d38ddcf3-92cc-74dc-8f02-db34ad3ba68e",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": 0,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoiceExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoiceCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoiceUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoicePaymentAfterFinal: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_nSzDwX4TsCcGXqHQzAvMMdfkSYpT",
                 *       "type": "refund.created",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "8",
                 *           "rate": "350000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 10,
                 *           "marked": false,
                 *           "status": "AWAITING_ADDRESS",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 1,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00002857",
                 *           "payment_id": "100000008",
                 *           "withdrawal": {
                 *             "kind": "refund",
                 *             "basis": "invoice_rate",
                 *             "send_uri": null,
                 *             "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *             "refund_of": "1",
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": null
                 *           },
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *           "transactions": [],
                 *           "confirmations": 0,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                 *           "payment_details": {
                 *             "qr_code": "",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": null,
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundAwaitingPayment: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_QDxKyZEE8ziFDGQKBFVNQV4FzVvd",
                 *       "type": "refund.awaiting_payment",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "8",
                 *           "rate": "350000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 10,
                 *           "marked": false,
                 *           "status": "AWAITING_PAYMENT",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 2,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00002857",
                 *           "payment_id": "100000008",
                 *           "withdrawal": {
                 *             "kind": "refund",
                 *             "basis": "invoice_rate",
                 *             "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00002857",
                 *             "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *             "refund_of": "1",
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": null
                 *           },
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *           "transactions": [],
                 *           "confirmations": 0,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundConfirming: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_JpCfEctLsZZRASRZHCBavjetv4tS",
                 *       "type": "refund.confirming",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "8",
                 *           "rate": "350000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 10,
                 *           "marked": false,
                 *           "status": "CONFIRMING",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 3,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00002857",
                 *           "payment_id": "100000008",
                 *           "withdrawal": {
                 *             "kind": "refund",
                 *             "basis": "invoice_rate",
                 *             "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00002857",
                 *             "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *             "refund_of": "1",
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": "sandbox_5633baa95419fc9cf2446ea9"
                 *           },
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *           "transactions": [
                 *             {
                 *               "hash": "sandbox_5633baa95419fc9cf2446ea9",
                 *               "state": "pending",
                 *               "amount": "0.00002857",
                 *               "counted": true,
                 *               "network": "sandbox",
                 *               "output_index": 0,
                 *               "confirmations": 0
                 *             }
                 *           ],
                 *           "confirmations": 0,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundProcessing: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_tB9BFbChTHxLZkcB4QJAP7JXyGiM",
                 *       "type": "refund.completed",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "8",
                 *           "rate": "350000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 10,
                 *           "marked": false,
                 *           "status": "COMPLETED",
                 *           "gateway": "crypto",
                 *           "paid_at": "2026-03-02T15:04:05.000Z",
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 4,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00002857",
                 *           "payment_id": "100000008",
                 *           "withdrawal": {
                 *             "kind": "refund",
                 *             "basis": "invoice_rate",
                 *             "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00002857",
                 *             "claim_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *             "refund_of": "1",
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": "sandbox_5633baa95419fc9cf2446ea9"
                 *           },
                 *           "amount_paid": "0.00002857",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/wgEVXJnL8qveqFJsZHsVsbj33CiZ",
                 *           "transactions": [
                 *             {
                 *               "hash": "sandbox_5633baa95419fc9cf2446ea9",
                 *               "state": "confirmed",
                 *               "amount": "0.00002857",
                 *               "counted": true,
                 *               "network": "sandbox",
                 *               "output_index": 0,
                 *               "confirmations": 1
                 *             }
                 *           ],
                 *           "confirmations": 1,
                 *           "customer_name": "Ana Souza",
                 *           "customer_email": "ana@example.com",
                 *           "id_transaction": "6ea8241c-676f-7dc2-823d-87f3611d53d1",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": "order-1001",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_BrBsDgj6vkinARBGXHL5pqxCqzDd",
                 *       "type": "payout.created",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "9",
                 *           "rate": "350000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 25,
                 *           "marked": false,
                 *           "status": "AWAITING_ADDRESS",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 1,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00007142",
                 *           "payment_id": "100000009",
                 *           "withdrawal": {
                 *             "kind": "payout",
                 *             "basis": "current_rate",
                 *             "send_uri": null,
                 *             "claim_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                 *             "refund_of": null,
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": null
                 *           },
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                 *           "transactions": [],
                 *           "confirmations": 0,
                 *           "customer_name": "Bruno Lima",
                 *           "customer_email": null,
                 *           "id_transaction": "b93129a3-4d80-735d-87ab-122641ac7b4b",
                 *           "payment_details": {
                 *             "qr_code": "",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": null,
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": "payout-7",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutAwaitingPayment: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_7ZhigY7knWeee6EjPpG5hPNDcWAG",
                 *       "type": "payout.awaiting_payment",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "9",
                 *           "rate": "350000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 25,
                 *           "marked": false,
                 *           "status": "AWAITING_PAYMENT",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 2,
                 *           "currency": "BRL",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.00007142",
                 *           "payment_id": "100000009",
                 *           "withdrawal": {
                 *             "kind": "payout",
                 *             "basis": "current_rate",
                 *             "send_uri": "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00007142",
                 *             "claim_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                 *             "refund_of": null,
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": null
                 *           },
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/asFnCyspwwBawT7etzmXqL5zwAb4",
                 *           "transactions": [],
                 *           "confirmations": 0,
                 *           "customer_name": "Bruno Lima",
                 *           "customer_email": null,
                 *           "id_transaction": "b93129a3-4d80-735d-87ab-122641ac7b4b",
                 *           "payment_details": {
                 *             "qr_code": "iVBORw0KGgoAAAANSUhEUgAAAPYAAAD2AQAAAADNaUdlAAAC…",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "BRL"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": "payout-7",
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutConfirming: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutProcessing: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_EVCkaP2v5Qz5AG7MwL3xmdXh4PYh",
                 *       "type": "payout.canceled",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "invoice": {
                 *           "id": "10",
                 *           "rate": "65000",
                 *           "type": "WITHDRAWAL",
                 *           "amount": 32.5,
                 *           "marked": false,
                 *           "status": "CANCELED",
                 *           "gateway": "crypto",
                 *           "paid_at": null,
                 *           "rate_at": "2026-03-02T15:04:05.000Z",
                 *           "user_id": 1,
                 *           "version": 2,
                 *           "currency": "USD",
                 *           "overpaid": false,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "paid_late": false,
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "amount_due": "0.0005",
                 *           "payment_id": "100000010",
                 *           "withdrawal": {
                 *             "kind": "payout",
                 *             "basis": "crypto",
                 *             "send_uri": null,
                 *             "claim_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
                 *             "refund_of": null,
                 *             "failure_reason": null,
                 *             "outcome_unknown": false,
                 *             "transaction_hash": null
                 *           },
                 *           "amount_paid": "0",
                 *           "rate_source": "static",
                 *           "checkout_url": "http://localhost:3000/claim/myicJpxe5wCt6XyfqZMbLqgi8evy",
                 *           "transactions": [],
                 *           "confirmations": 0,
                 *           "customer_name": null,
                 *           "customer_email": null,
                 *           "id_transaction": "62a63b58-0143-712d-8dee-6f911b4cffa8",
                 *           "payment_details": {
                 *             "qr_code": "",
                 *             "expires_at": "2026-03-02T15:04:05.000Z",
                 *             "pay_address": null,
                 *             "pay_currency": "BTC",
                 *             "fiat_currency": "USD"
                 *           },
                 *           "derivation_index": null,
                 *           "external_reference": null,
                 *           "checkout_session_id": null,
                 *           "paid_on_other_network": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCheckoutCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_qyRQttf2a6mmK7Tw7W9GzLP3uyh4",
                 *       "type": "checkout.created",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "checkout_session": {
                 *           "id": "cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                 *           "amount": 80,
                 *           "status": "OPEN",
                 *           "paid_at": null,
                 *           "version": 1,
                 *           "currency": "BRL",
                 *           "invoices": [],
                 *           "quantity": null,
                 *           "createdAt": "2026-03-02T15:04:05.000Z",
                 *           "updatedAt": "2026-03-02T15:04:05.000Z",
                 *           "expires_at": "2026-03-02T15:04:05.000Z",
                 *           "description": "Pedido 1005",
                 *           "checkout_url": "http://localhost:3000/pay/cs_Muv9AX2TJCeG5H65gXHH4nhuychC",
                 *           "payment_link": null,
                 *           "redirect_url": null,
                 *           "customer_name": null,
                 *           "customer_email": null,
                 *           "customer_phone": null,
                 *           "external_reference": "order-1005"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCheckoutRailChosen: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCheckoutRemainderCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCheckoutPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCheckoutExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (evt_…): the same across retries and resends; deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; refuse ones far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per active secret, space-separated. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_BkjUHDPwSgnCYVeJcSrnrmbvym2c",
                 *       "type": "webhook.test",
                 *       "created_at": "2026-03-02T15:04:05.000Z",
                 *       "data": {
                 *         "message": "This is a test event from Ponte. Your endpoint received and can verify it."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none within the timeout) is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
