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
    "checkoutEnabled",
    "automaticTax",
    "taxRates"
  ],
  "additionalProperties": false,
  "properties": {
    "checkoutEnabled": {
      "type": "boolean"
    },
    "automaticTax": {
      "type": "boolean"
    },
    "taxRates": {
      "type": "array",
      "maxItems": 13,
      "items": {
        "type": "object",
        "required": [
          "jurisdiction",
          "taxes"
        ],
        "additionalProperties": false,
        "properties": {
          "jurisdiction": {
            "type": "string",
            "enum": [
              "AB",
              "BC",
              "MB",
              "NB",
              "NL",
              "NS",
              "NT",
              "NU",
              "ON",
              "PE",
              "QC",
              "SK",
              "YT"
            ]
          },
          "taxes": {
            "type": "array",
            "maxItems": 4,
            "items": {
              "type": "object",
              "required": [
                "kind",
                "label",
                "ratePercent"
              ],
              "additionalProperties": false,
              "properties": {
                "kind": {
                  "type": "string",
                  "enum": [
                    "GST",
                    "HST",
                    "PST",
                    "QST"
                  ]
                },
                "label": {
                  "type": "string",
                  "maxLength": 32
                },
                "ratePercent": {
                  "type": "string",
                  "maxLength": 6,
                  "pattern": "^[0-9]{1,2}(\\.[0-9]{1,3})?$"
                }
              }
            }
          }
        }
      }
    }
  }
} as const;

export const Jurisdiction = {
  "type": "string",
  "enum": [
    "AB",
    "BC",
    "MB",
    "NB",
    "NL",
    "NS",
    "NT",
    "NU",
    "ON",
    "PE",
    "QC",
    "SK",
    "YT"
  ]
} as const;

export const TaxKind = {
  "type": "string",
  "enum": [
    "GST",
    "HST",
    "PST",
    "QST"
  ]
} as const;

export const JurisdictionTaxes = {
  "type": "object",
  "required": [
    "jurisdiction",
    "taxes"
  ],
  "additionalProperties": false,
  "properties": {
    "jurisdiction": {
      "type": "string",
      "enum": [
        "AB",
        "BC",
        "MB",
        "NB",
        "NL",
        "NS",
        "NT",
        "NU",
        "ON",
        "PE",
        "QC",
        "SK",
        "YT"
      ]
    },
    "taxes": {
      "type": "array",
      "maxItems": 4,
      "items": {
        "type": "object",
        "required": [
          "kind",
          "label",
          "ratePercent"
        ],
        "additionalProperties": false,
        "properties": {
          "kind": {
            "type": "string",
            "enum": [
              "GST",
              "HST",
              "PST",
              "QST"
            ]
          },
          "label": {
            "type": "string",
            "maxLength": 32
          },
          "ratePercent": {
            "type": "string",
            "maxLength": 6,
            "pattern": "^[0-9]{1,2}(\\.[0-9]{1,3})?$"
          }
        }
      }
    }
  }
} as const;

export const Cents = {
  "type": "integer",
  "format": "int32",
  "minimum": -100000000,
  "maximum": 100000000
} as const;

export const NullableTimestamp = {
  "oneOf": [
    {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    {
      "type": "null"
    }
  ]
} as const;

export const SubscriptionStatus = {
  "type": "string",
  "enum": [
    "trialing",
    "active",
    "past_due",
    "unpaid",
    "canceled",
    "incomplete",
    "incomplete_expired",
    "paused"
  ]
} as const;

export const Subscription = {
  "type": "object",
  "required": [
    "id",
    "package",
    "amountCents",
    "currency",
    "status",
    "cancelAtPeriodEnd",
    "currentPeriodEnd",
    "trialEnd",
    "taxJurisdiction",
    "nextCharge",
    "paymentFailed",
    "updatedAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "maxLength": 255
    },
    "package": {
      "type": "string",
      "enum": [
        "starter",
        "growth",
        "professional"
      ]
    },
    "amountCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "currency": {
      "type": "string",
      "minLength": 3,
      "maxLength": 3
    },
    "status": {
      "type": "string",
      "enum": [
        "trialing",
        "active",
        "past_due",
        "unpaid",
        "canceled",
        "incomplete",
        "incomplete_expired",
        "paused"
      ]
    },
    "cancelAtPeriodEnd": {
      "type": "boolean"
    },
    "currentPeriodEnd": {
      "oneOf": [
        {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        {
          "type": "null"
        }
      ]
    },
    "trialEnd": {
      "oneOf": [
        {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        {
          "type": "null"
        }
      ]
    },
    "taxJurisdiction": {
      "oneOf": [
        {
          "type": "string",
          "enum": [
            "AB",
            "BC",
            "MB",
            "NB",
            "NL",
            "NS",
            "NT",
            "NU",
            "ON",
            "PE",
            "QC",
            "SK",
            "YT"
          ]
        },
        {
          "type": "null"
        }
      ]
    },
    "nextCharge": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "date",
            "amountCents",
            "taxCents",
            "totalCents"
          ],
          "additionalProperties": false,
          "properties": {
            "date": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "amountCents": {
              "type": "integer",
              "format": "int32",
              "minimum": -100000000,
              "maximum": 100000000
            },
            "taxCents": {
              "type": "integer",
              "format": "int32",
              "minimum": -100000000,
              "maximum": 100000000
            },
            "totalCents": {
              "type": "integer",
              "format": "int32",
              "minimum": -100000000,
              "maximum": 100000000
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "paymentFailed": {
      "type": "boolean"
    },
    "updatedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const Billing = {
  "type": "object",
  "required": [
    "configured",
    "subscription",
    "gstHstNumber"
  ],
  "additionalProperties": false,
  "properties": {
    "configured": {
      "type": "boolean"
    },
    "subscription": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "package",
            "amountCents",
            "currency",
            "status",
            "cancelAtPeriodEnd",
            "currentPeriodEnd",
            "trialEnd",
            "taxJurisdiction",
            "nextCharge",
            "paymentFailed",
            "updatedAt"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "maxLength": 255
            },
            "package": {
              "type": "string",
              "enum": [
                "starter",
                "growth",
                "professional"
              ]
            },
            "amountCents": {
              "type": "integer",
              "format": "int32",
              "minimum": -100000000,
              "maximum": 100000000
            },
            "currency": {
              "type": "string",
              "minLength": 3,
              "maxLength": 3
            },
            "status": {
              "type": "string",
              "enum": [
                "trialing",
                "active",
                "past_due",
                "unpaid",
                "canceled",
                "incomplete",
                "incomplete_expired",
                "paused"
              ]
            },
            "cancelAtPeriodEnd": {
              "type": "boolean"
            },
            "currentPeriodEnd": {
              "oneOf": [
                {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32
                },
                {
                  "type": "null"
                }
              ]
            },
            "trialEnd": {
              "oneOf": [
                {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32
                },
                {
                  "type": "null"
                }
              ]
            },
            "taxJurisdiction": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "AB",
                    "BC",
                    "MB",
                    "NB",
                    "NL",
                    "NS",
                    "NT",
                    "NU",
                    "ON",
                    "PE",
                    "QC",
                    "SK",
                    "YT"
                  ]
                },
                {
                  "type": "null"
                }
              ]
            },
            "nextCharge": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "date",
                    "amountCents",
                    "taxCents",
                    "totalCents"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "date": {
                      "type": "string",
                      "format": "date-time",
                      "maxLength": 32
                    },
                    "amountCents": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": -100000000,
                      "maximum": 100000000
                    },
                    "taxCents": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": -100000000,
                      "maximum": 100000000
                    },
                    "totalCents": {
                      "type": "integer",
                      "format": "int32",
                      "minimum": -100000000,
                      "maximum": 100000000
                    }
                  }
                },
                {
                  "type": "null"
                }
              ]
            },
            "paymentFailed": {
              "type": "boolean"
            },
            "updatedAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "gstHstNumber": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 32
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const TaxLine = {
  "type": "object",
  "required": [
    "label",
    "amountCents"
  ],
  "additionalProperties": false,
  "properties": {
    "label": {
      "type": "string",
      "maxLength": 64
    },
    "amountCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    }
  }
} as const;

export const Invoice = {
  "type": "object",
  "required": [
    "id",
    "number",
    "status",
    "createdAt",
    "periodStart",
    "periodEnd",
    "currency",
    "subtotalCents",
    "taxLines",
    "taxCents",
    "totalCents",
    "amountDueCents",
    "amountPaidCents",
    "paymentFailed",
    "hostedInvoiceUrl",
    "invoicePdf"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "maxLength": 255
    },
    "number": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 64
        },
        {
          "type": "null"
        }
      ]
    },
    "status": {
      "type": "string",
      "enum": [
        "draft",
        "open",
        "paid",
        "void",
        "uncollectible"
      ]
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "periodStart": {
      "oneOf": [
        {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        {
          "type": "null"
        }
      ]
    },
    "periodEnd": {
      "oneOf": [
        {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        {
          "type": "null"
        }
      ]
    },
    "currency": {
      "type": "string",
      "minLength": 3,
      "maxLength": 3
    },
    "subtotalCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "taxLines": {
      "type": "array",
      "maxItems": 8,
      "items": {
        "type": "object",
        "required": [
          "label",
          "amountCents"
        ],
        "additionalProperties": false,
        "properties": {
          "label": {
            "type": "string",
            "maxLength": 64
          },
          "amountCents": {
            "type": "integer",
            "format": "int32",
            "minimum": -100000000,
            "maximum": 100000000
          }
        }
      }
    },
    "taxCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "totalCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "amountDueCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "amountPaidCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "paymentFailed": {
      "type": "boolean"
    },
    "hostedInvoiceUrl": {
      "oneOf": [
        {
          "type": "string",
          "format": "uri",
          "maxLength": 2048
        },
        {
          "type": "null"
        }
      ]
    },
    "invoicePdf": {
      "oneOf": [
        {
          "type": "string",
          "format": "uri",
          "maxLength": 2048
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const InvoiceList = {
  "type": "object",
  "required": [
    "invoices",
    "taxPaidCents",
    "gstHstNumber"
  ],
  "additionalProperties": false,
  "properties": {
    "invoices": {
      "type": "array",
      "maxItems": 500,
      "items": {
        "type": "object",
        "required": [
          "id",
          "number",
          "status",
          "createdAt",
          "periodStart",
          "periodEnd",
          "currency",
          "subtotalCents",
          "taxLines",
          "taxCents",
          "totalCents",
          "amountDueCents",
          "amountPaidCents",
          "paymentFailed",
          "hostedInvoiceUrl",
          "invoicePdf"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "maxLength": 255
          },
          "number": {
            "oneOf": [
              {
                "type": "string",
                "maxLength": 64
              },
              {
                "type": "null"
              }
            ]
          },
          "status": {
            "type": "string",
            "enum": [
              "draft",
              "open",
              "paid",
              "void",
              "uncollectible"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "periodStart": {
            "oneOf": [
              {
                "type": "string",
                "format": "date-time",
                "maxLength": 32
              },
              {
                "type": "null"
              }
            ]
          },
          "periodEnd": {
            "oneOf": [
              {
                "type": "string",
                "format": "date-time",
                "maxLength": 32
              },
              {
                "type": "null"
              }
            ]
          },
          "currency": {
            "type": "string",
            "minLength": 3,
            "maxLength": 3
          },
          "subtotalCents": {
            "type": "integer",
            "format": "int32",
            "minimum": -100000000,
            "maximum": 100000000
          },
          "taxLines": {
            "type": "array",
            "maxItems": 8,
            "items": {
              "type": "object",
              "required": [
                "label",
                "amountCents"
              ],
              "additionalProperties": false,
              "properties": {
                "label": {
                  "type": "string",
                  "maxLength": 64
                },
                "amountCents": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": -100000000,
                  "maximum": 100000000
                }
              }
            }
          },
          "taxCents": {
            "type": "integer",
            "format": "int32",
            "minimum": -100000000,
            "maximum": 100000000
          },
          "totalCents": {
            "type": "integer",
            "format": "int32",
            "minimum": -100000000,
            "maximum": 100000000
          },
          "amountDueCents": {
            "type": "integer",
            "format": "int32",
            "minimum": -100000000,
            "maximum": 100000000
          },
          "amountPaidCents": {
            "type": "integer",
            "format": "int32",
            "minimum": -100000000,
            "maximum": 100000000
          },
          "paymentFailed": {
            "type": "boolean"
          },
          "hostedInvoiceUrl": {
            "oneOf": [
              {
                "type": "string",
                "format": "uri",
                "maxLength": 2048
              },
              {
                "type": "null"
              }
            ]
          },
          "invoicePdf": {
            "oneOf": [
              {
                "type": "string",
                "format": "uri",
                "maxLength": 2048
              },
              {
                "type": "null"
              }
            ]
          }
        }
      }
    },
    "taxPaidCents": {
      "type": "integer",
      "format": "int32",
      "minimum": -100000000,
      "maximum": 100000000
    },
    "gstHstNumber": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 32
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const BillingPortalSession = {
  "type": "object",
  "required": [
    "url"
  ],
  "additionalProperties": false,
  "properties": {
    "url": {
      "type": "string",
      "format": "uri",
      "maxLength": 2048
    }
  }
} as const;

export const NewCheckoutSession = {
  "type": "object",
  "required": [
    "package",
    "province"
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
    },
    "province": {
      "type": "string",
      "enum": [
        "AB",
        "BC",
        "MB",
        "NB",
        "NL",
        "NS",
        "NT",
        "NU",
        "ON",
        "PE",
        "QC",
        "SK",
        "YT"
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
      "package",
      "province"
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
      },
      "province": {
        "type": "string",
        "enum": [
          "AB",
          "BC",
          "MB",
          "NB",
          "NL",
          "NS",
          "NT",
          "NU",
          "ON",
          "PE",
          "QC",
          "SK",
          "YT"
        ]
      }
    }
  },
  "receiveStripeWebhook": {
    "type": "object"
  }
} as const;
