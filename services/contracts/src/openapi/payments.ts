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
        };
        NewCheckoutSession: {
            package: components["schemas"]["Package"];
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
