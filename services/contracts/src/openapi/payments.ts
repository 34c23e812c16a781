// Generated from openapi/payments.yaml by `npm run generate:api`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Liveness for probes. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Readiness for probes; 503 while the database is down (NATS is reported, not required). */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether card checkout is set up here (a Stripe secret key is configured).
         * @description Anyone. Without a key the payment page says so, and only demo mode can pass the step.
         */
        get: operations["getPaymentSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a Stripe Checkout Session for the caller's client and the chosen package.
         * @description For a client (role client, with an account or an access code). A subscription in CAD at the package's monthly price with a 7-day free trial; `client_reference_id` is the token's clientId; success returns to `/onboarding/payment?session_id={CHECKOUT_SESSION_ID}`, cancel to `/checkout/cancel`. The session is recorded before its URL is returned. 503 PAYMENTS_NOT_CONFIGURED without a Stripe key, PAYMENTS_PROVIDER_MISCONFIGURED when Stripe refuses the key or the API URL is not Stripe's, PAYMENTS_PROVIDER_RATE_LIMITED (with Retry-After) when Stripe limits our requests; 502 PAYMENTS_PROVIDER_UNAVAILABLE when Stripe cannot be reached, fails or refuses the request. 409 PAYMENTS_ALREADY_PAID when a payment of this client is already recorded (a second checkout would be a second subscription); Stripe is not asked.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout-sessions/{sessionId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a checkout the client returned from, by retrieving the session from Stripe.
         * @description For a client (role client, with an account or an access code). The browser's word is never taken: the session is retrieved from Stripe, and it is verified when it is complete, paid (or needing no payment, as a trial does) and its `client_reference_id` is the caller's clientId. A verified session is fulfilled once (the same payment whether the webhook came first or not). 404 PAYMENTS_CHECKOUT_NOT_FOUND when Stripe has no such session or it is another client's; 503 PAYMENTS_NOT_CONFIGURED, PAYMENTS_PROVIDER_MISCONFIGURED or PAYMENTS_PROVIDER_RATE_LIMITED (with Retry-After); 502 PAYMENTS_PROVIDER_UNAVAILABLE.
         */
        post: operations["verifyCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/payment-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check Payment Status - whether the caller's client has paid, asking Stripe about its open sessions.
         * @description For a client (role client, with an account or an access code). Found when a payment of this client is already verified, or when one of its sessions of the last 24 hours that is not yet fulfilled turns out complete at Stripe (it is fulfilled then). Without a Stripe key only recorded payments count. 503 PAYMENTS_PROVIDER_MISCONFIGURED or PAYMENTS_PROVIDER_RATE_LIMITED (with Retry-After); 502 PAYMENTS_PROVIDER_UNAVAILABLE when Stripe cannot be reached.
         */
        post: operations["checkClientPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscription - plan, state, next charge - as Stripe's events last said.
         * @description For a client (role client, with an account or an access code). `subscription` is null before a payment is recorded. `configured` is false without a Stripe key (billing is not set up here).
         */
        get: operations["getClientBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's invoices, newest first, each with its taxes.
         * @description For a client (role client, with an account or an access code); only its own subscriptions' invoices.
         */
        get: operations["listClientInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/billing-portal-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manage billing - open a Stripe customer-portal session for the caller's own Stripe customer.
         * @description For a client (role client, with an account or an access code). The customer is the one of the caller's recorded payment, never one named in the request; the portal lets the client update its card, switch between the three packages, cancel at the period's end and see its invoices, and returns to `/onboarding/dashboard`. 404 PAYMENTS_NO_SUBSCRIPTION when the client has no recorded payment with a Stripe customer (a demo client, or not paid yet); 503 PAYMENTS_NOT_CONFIGURED, PAYMENTS_PROVIDER_MISCONFIGURED or PAYMENTS_PROVIDER_RATE_LIMITED (with Retry-After); 502 PAYMENTS_PROVIDER_UNAVAILABLE.
         */
        post: operations["createBillingPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's subscription, for the team.
         * @description For the team (roles admin and member). `subscription` is null when the client has no recorded payment.
         */
        get: operations["getAdminClientBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's invoices, newest first, for the team.
         * @description For the team (roles admin and member).
         */
        get: operations["listAdminClientInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook, verified by its signature over the exact bytes sent.
         * @description Stripe only. The `Stripe-Signature` header is checked against STRIPE_WEBHOOK_SECRET over the raw body, with Stripe's 5-minute tolerance; a wrong signature, an old timestamp or a changed byte is a 400 PAYMENTS_WEBHOOK_SIGNATURE_INVALID and nothing is recorded. Each Stripe event id is recorded once, so a redelivery answers 200 and changes nothing. `checkout.session.completed` and `checkout.session.async_payment_succeeded` fulfil the session when it is paid and its client is confirmed (the session recorded here names the same client, or its metadata clientId equals its client_reference_id); `customer.subscription.created`, `.updated` and `.deleted` keep the subscription's status, the newest event winning. Other types, and sessions not ours, are acknowledged. 503 PAYMENTS_NOT_CONFIGURED without a webhook secret.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The monthly website package: starter (Starter, $19), growth (Growth, $39) or professional (Professional, $79).
         * @enum {string}
         */
        Package: "starter" | "growth" | "professional";
        /** @description A Stripe Checkout Session id. */
        CheckoutSessionId: string;
        PaymentSettings: {
            /** @description True when a Stripe secret key is configured. */
            checkoutEnabled: boolean;
            /** @description True when Stripe Tax computes the taxes from the billing address (STRIPE_AUTOMATIC_TAX); else the rates below are attached. */
            automaticTax: boolean;
            /** @description Each province and territory with the sales taxes in force there today, for the payment page. */
            taxRates: components["schemas"]["JurisdictionTaxes"][];
        };
        /**
         * @description A Canadian province or territory, by its two-letter code.
         * @enum {string}
         */
        Jurisdiction: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT";
        /**
         * @description GST, HST, PST (Manitoba's RST included) or QST.
         * @enum {string}
         */
        TaxKind: "GST" | "HST" | "PST" | "QST";
        JurisdictionTaxes: {
            jurisdiction: components["schemas"]["Jurisdiction"];
            taxes: {
                kind: components["schemas"]["TaxKind"];
                /** @description As an invoice names it, e.g. 'HST 13%' or 'QST 9.975%'. */
                label: string;
                /** @description e.g. '13' or '9.975'. */
                ratePercent: string;
            }[];
        };
        /**
         * Format: int32
         * @description An amount in cents.
         */
        Cents: number;
        NullableTimestamp: components["schemas"]["Timestamp"] | null;
        /**
         * @description Stripe's word for the subscription; canceled and incomplete_expired are final.
         * @enum {string}
         */
        SubscriptionStatus: "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete" | "incomplete_expired" | "paused";
        Subscription: {
            /** @description Stripe's subscription id. */
            id: string;
            package: components["schemas"]["Package"];
            amountCents: components["schemas"]["Cents"];
            currency: string;
            status: components["schemas"]["SubscriptionStatus"];
            /** @description True when the client cancelled and the subscription ends at currentPeriodEnd. */
            cancelAtPeriodEnd: boolean;
            currentPeriodEnd: components["schemas"]["NullableTimestamp"];
            trialEnd: components["schemas"]["NullableTimestamp"];
            /** @description The province or territory whose taxes the subscription carries; null with Stripe Tax or when unknown. */
            taxJurisdiction: components["schemas"]["Jurisdiction"] | null;
            /** @description The next charge, before and after tax - after a failed charge, Stripe's next try of the failed invoice; null when none is coming (cancelled, cancelling at the period's end, or Stripe no longer trying). */
            nextCharge: {
                date: components["schemas"]["Timestamp"];
                amountCents: components["schemas"]["Cents"];
                taxCents: components["schemas"]["Cents"];
                totalCents: components["schemas"]["Cents"];
            } | null;
            /** @description True when the last charge failed and is not paid yet (past due or unpaid); the client should update its card. */
            paymentFailed: boolean;
            updatedAt: components["schemas"]["Timestamp"];
        };
        Billing: {
            /** @description False without a Stripe key - billing is not set up here. */
            configured: boolean;
            /** @description The client's subscription; null before a payment is recorded (and for a demo client). */
            subscription: components["schemas"]["Subscription"] | null;
            /** @description The agency's GST/HST registration number (GST_HST_NUMBER), as invoices name it. */
            gstHstNumber: string | null;
        };
        TaxLine: {
            /** @description e.g. 'HST 13%'. */
            label: string;
            amountCents: components["schemas"]["Cents"];
        };
        Invoice: {
            id: string;
            number: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "paid" | "void" | "uncollectible";
            createdAt: components["schemas"]["Timestamp"];
            periodStart: components["schemas"]["NullableTimestamp"];
            periodEnd: components["schemas"]["NullableTimestamp"];
            currency: string;
            subtotalCents: components["schemas"]["Cents"];
            taxLines: components["schemas"]["TaxLine"][];
            taxCents: components["schemas"]["Cents"];
            totalCents: components["schemas"]["Cents"];
            amountDueCents: components["schemas"]["Cents"];
            amountPaidCents: components["schemas"]["Cents"];
            /** @description True when a charge of it failed and it is not paid. */
            paymentFailed: boolean;
            hostedInvoiceUrl: string | null;
            invoicePdf: string | null;
        };
        InvoiceList: {
            invoices: components["schemas"]["Invoice"][];
            /** @description The taxes of the paid invoices */
            taxPaidCents: components["schemas"]["Cents"];
            gstHstNumber: string | null;
        };
        BillingPortalSession: {
            /**
             * Format: uri
             * @description Stripe's hosted customer portal.
             */
            url: string;
        };
        NewCheckoutSession: {
            package: components["schemas"]["Package"];
            /** @description Where the client's business is; its taxes (today's rates) are attached to the subscription unless Stripe Tax is on. */
            province: components["schemas"]["Jurisdiction"];
        };
        CheckoutSession: {
            id: components["schemas"]["CheckoutSessionId"];
            /**
             * Format: uri
             * @description Stripe's hosted Checkout page.
             */
            url: string;
        };
        Verification: {
            /** @description True when the session is complete and paid (or a trial needing no payment now). */
            verified: boolean;
        };
        PaymentCheck: {
            found: boolean;
        };
        WebhookReceipt: {
            /** @constant */
            received: true;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            checks?: {
                [key: string]: "ok" | "down";
            };
        };
        /** @description The one error shape every service answers with. */
        Error: {
            /** Format: int32 */
            statusCode: number;
            /** @description HTTP reason phrase */
            error: string;
            /** @description Stable machine-readable code */
            code: string;
            /** @description For people. At most an HTTP request head (16 KiB), since a not-found message names the path. */
            message: string;
            /** @description The request's x-request-id (a UUID unless the caller sent one, which the request head bounds). */
            requestId: string;
            /** @description What failed validation, field by field; the first 20 problems. */
            details?: {
                /** @description The part of the request, then a JSON pointer into it (e.g. body/email); within the body limit. */
                path: string;
                message: string;
            }[];
        };
        /** Format: date-time */
        Timestamp: string;
        /** Format: uuid */
        Id: string;
    };
    responses: {
        /** @description Card payments are not set up on this installation (no Stripe key or webhook secret). */
        NotConfigured: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A payment of this client is already recorded (PAYMENTS_ALREADY_PAID); no checkout is opened. */
        AlreadyPaid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Card payments cannot be taken now: not set up here (PAYMENTS_NOT_CONFIGURED), Stripe refuses this installation's key or the API URL is not Stripe's (PAYMENTS_PROVIDER_MISCONFIGURED), or Stripe is limiting our requests (PAYMENTS_PROVIDER_RATE_LIMITED, with Retry-After). Nothing was recorded. */
        CheckoutUnavailable: {
            headers: {
                /** @description With PAYMENTS_PROVIDER_RATE_LIMITED, the seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Stripe could not be reached, or refused the request; nothing was recorded. */
        ProviderUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Health report. */
        Healthy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Health"];
            };
        };
        /** @description The request does not match the contract. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something failed on our side; the body says no more than that and carries the request id. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but not allowed. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        ClientId: components["schemas"]["Id"];
        SessionId: components["schemas"]["CheckoutSessionId"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Healthy"];
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Healthy"];
            503: components["responses"]["Healthy"];
        };
    };
    getPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCheckoutSession"];
            };
        };
        responses: {
            /** @description The session; the browser opens its URL. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["AlreadyPaid"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnavailable"];
            503: components["responses"]["CheckoutUnavailable"];
        };
    };
    verifyCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["parameters"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the session is paid; verified false is an answer, not an error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnavailable"];
            503: components["responses"]["CheckoutUnavailable"];
        };
    };
    checkClientPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnavailable"];
            503: components["responses"]["CheckoutUnavailable"];
        };
    };
    getClientBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's billing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Billing"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listClientInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createBillingPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session; the browser opens its URL. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPortalSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnavailable"];
            503: components["responses"]["CheckoutUnavailable"];
        };
    };
    getAdminClientBilling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's billing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Billing"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminClientInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received (and recorded, unless it already was). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["NotConfigured"];
        };
    };
}

// Every component schema of the contract, by its name.
export type Package = components['schemas']['Package'];
export type CheckoutSessionId = components['schemas']['CheckoutSessionId'];
export type PaymentSettings = components['schemas']['PaymentSettings'];
export type Jurisdiction = components['schemas']['Jurisdiction'];
export type TaxKind = components['schemas']['TaxKind'];
export type JurisdictionTaxes = components['schemas']['JurisdictionTaxes'];
export type Cents = components['schemas']['Cents'];
export type NullableTimestamp = components['schemas']['NullableTimestamp'];
export type SubscriptionStatus = components['schemas']['SubscriptionStatus'];
export type Subscription = components['schemas']['Subscription'];
export type Billing = components['schemas']['Billing'];
export type TaxLine = components['schemas']['TaxLine'];
export type Invoice = components['schemas']['Invoice'];
export type InvoiceList = components['schemas']['InvoiceList'];
export type BillingPortalSession = components['schemas']['BillingPortalSession'];
export type NewCheckoutSession = components['schemas']['NewCheckoutSession'];
export type CheckoutSession = components['schemas']['CheckoutSession'];
export type Verification = components['schemas']['Verification'];
export type PaymentCheck = components['schemas']['PaymentCheck'];
export type WebhookReceipt = components['schemas']['WebhookReceipt'];
