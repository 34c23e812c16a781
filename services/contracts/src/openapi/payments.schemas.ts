// Generated from openapi/payments.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const Package = {
  "type": "string",
  "enum": [
    "starter",
    "growth",
    "professional"
  ]
} as const;

export const CheckoutSessionId = {
  "type": "string",
  "minLength": 4,
  "maxLength": 255,
  "pattern": "^cs_[A-Za-z0-9_]+$"
} as const;

export const PaymentSettings = {
  "type": "object",
  "required": [
    "checkoutEnabled"
  ],
  "additionalProperties": false,
  "properties": {
    "checkoutEnabled": {
      "type": "boolean"
    }
  }
} as const;

export const NewCheckoutSession = {
  "type": "object",
  "required": [
    "package"
  ],
  "additionalProperties": false,
  "properties": {
    "package": {
      "type": "string",
      "enum": [
        "starter",
        "growth",
        "professional"
      ]
    }
  }
} as const;

export const CheckoutSession = {
  "type": "object",
  "required": [
    "id",
    "url"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "minLength": 4,
      "maxLength": 255,
      "pattern": "^cs_[A-Za-z0-9_]+$"
    },
    "url": {
      "type": "string",
      "format": "uri",
      "maxLength": 2048
    }
  }
} as const;

export const Verification = {
  "type": "object",
  "required": [
    "verified"
  ],
  "additionalProperties": false,
  "properties": {
    "verified": {
      "type": "boolean"
    }
  }
} as const;

export const PaymentCheck = {
  "type": "object",
  "required": [
    "found"
  ],
  "additionalProperties": false,
  "properties": {
    "found": {
      "type": "boolean"
    }
  }
} as const;

export const WebhookReceipt = {
  "type": "object",
  "required": [
    "received"
  ],
  "additionalProperties": false,
  "properties": {
    "received": {
      "type": "boolean",
      "const": true
    }
  }
} as const;

/** Each operation's JSON request body, by operationId. */
export const requestBodies = {
  "createCheckoutSession": {
    "type": "object",
    "required": [
      "package"
    ],
    "additionalProperties": false,
    "properties": {
      "package": {
        "type": "string",
        "enum": [
          "starter",
          "growth",
          "professional"
        ]
      }
    }
  },
  "receiveStripeWebhook": {
    "type": "object"
  }
} as const;
