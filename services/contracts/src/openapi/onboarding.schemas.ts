// Generated from openapi/onboarding.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const PortalSettings = {
  "type": "object",
  "required": [
    "demoMode",
    "welcomeVideo"
  ],
  "additionalProperties": false,
  "properties": {
    "demoMode": {
      "type": "boolean",
      "mark signed) are on.": null
    },
    "welcomeVideo": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "src",
            "captionsSrc",
            "posterSrc"
          ],
          "additionalProperties": false,
          "properties": {
            "src": {
              "type": "string",
              "maxLength": 2048
            },
            "captionsSrc": {
              "oneOf": [
                {
                  "type": "string",
                  "maxLength": 2048
                },
                {
                  "type": "null"
                }
              ]
            },
            "posterSrc": {
              "oneOf": [
                {
                  "type": "string",
                  "maxLength": 2048
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const WelcomeVideo = {
  "type": "object",
  "required": [
    "src",
    "captionsSrc",
    "posterSrc"
  ],
  "additionalProperties": false,
  "properties": {
    "src": {
      "type": "string",
      "maxLength": 2048
    },
    "captionsSrc": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 2048
        },
        {
          "type": "null"
        }
      ]
    },
    "posterSrc": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 2048
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const PackageChoice = {
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

export const Sha256 = {
  "type": "string",
  "minLength": 64,
  "maxLength": 64,
  "pattern": "^[0-9a-f]{64}$"
} as const;

export const ContractStatus = {
  "type": "string",
  "enum": [
    "not-sent",
    "sent",
    "signed"
  ]
} as const;

export const ContractSummary = {
  "type": "object",
  "required": [
    "businessName",
    "contactName",
    "email",
    "packageLabel"
  ],
  "additionalProperties": false,
  "properties": {
    "businessName": {
      "type": "string",
      "maxLength": 160
    },
    "contactName": {
      "type": "string",
      "maxLength": 120
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "packageLabel": {
      "type": "string",
      "maxLength": 64
    }
  }
} as const;

export const Signature = {
  "type": "object",
  "required": [
    "fullName",
    "signedAt",
    "sha256"
  ],
  "additionalProperties": false,
  "properties": {
    "fullName": {
      "type": "string",
      "maxLength": 120
    },
    "signedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "sha256": {
      "type": "string",
      "minLength": 64,
      "maxLength": 64,
      "pattern": "^[0-9a-f]{64}$"
    }
  }
} as const;

export const Contract = {
  "type": "object",
  "required": [
    "status",
    "version",
    "text",
    "sha256",
    "summary",
    "envelopeId",
    "sentAt",
    "signature"
  ],
  "additionalProperties": false,
  "properties": {
    "status": {
      "type": "string",
      "enum": [
        "not-sent",
        "sent",
        "signed"
      ]
    },
    "version": {
      "type": "string",
      "maxLength": 32,
      "e.g. 2026-11.": null
    },
    "text": {
      "type": "string",
      "maxLength": 100000,
      "paragraphs split by blank lines).": null
    },
    "sha256": {
      "type": "string",
      "minLength": 64,
      "maxLength": 64,
      "pattern": "^[0-9a-f]{64}$"
    },
    "summary": {
      "type": "object",
      "required": [
        "businessName",
        "contactName",
        "email",
        "packageLabel"
      ],
      "additionalProperties": false,
      "properties": {
        "businessName": {
          "type": "string",
          "maxLength": 160
        },
        "contactName": {
          "type": "string",
          "maxLength": 120
        },
        "email": {
          "type": "string",
          "format": "email",
          "minLength": 3,
          "maxLength": 254
        },
        "packageLabel": {
          "type": "string",
          "maxLength": 64
        }
      }
    },
    "envelopeId": {
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
    "sentAt": {
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
    "signature": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "fullName",
            "signedAt",
            "sha256"
          ],
          "additionalProperties": false,
          "properties": {
            "fullName": {
              "type": "string",
              "maxLength": 120
            },
            "signedAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "sha256": {
              "type": "string",
              "minLength": 64,
              "maxLength": 64,
              "pattern": "^[0-9a-f]{64}$"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const SignatureRequest = {
  "type": "object",
  "required": [
    "fullName",
    "consent"
  ],
  "additionalProperties": false,
  "properties": {
    "fullName": {
      "type": "string",
      "minLength": 2,
      "maxLength": 120,
      "pattern": "^[^\\x00-\\x1f]*\\S[^\\x00-\\x1f]*$"
    },
    "consent": {
      "type": "boolean",
      "const": true
    }
  }
} as const;

export const SignatureRecord = {
  "type": "object",
  "required": [
    "fullName",
    "signedAt",
    "sha256",
    "ipAddress",
    "userAgent"
  ],
  "additionalProperties": false,
  "properties": {
    "fullName": {
      "type": "string",
      "maxLength": 120
    },
    "signedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "sha256": {
      "type": "string",
      "minLength": 64,
      "maxLength": 64,
      "pattern": "^[0-9a-f]{64}$"
    },
    "ipAddress": {
      "type": "string",
      "maxLength": 64
    },
    "userAgent": {
      "type": "string",
      "maxLength": 512
    }
  }
} as const;

export const ContractRecord = {
  "type": "object",
  "required": [
    "id",
    "status",
    "version",
    "text",
    "sha256",
    "summary",
    "envelopeId",
    "sentAt",
    "signature",
    "verification"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "status": {
      "type": "string",
      "enum": [
        "not-sent",
        "sent",
        "signed"
      ]
    },
    "version": {
      "type": "string",
      "maxLength": 32
    },
    "text": {
      "type": "string",
      "maxLength": 100000
    },
    "sha256": {
      "type": "string",
      "minLength": 64,
      "maxLength": 64,
      "pattern": "^[0-9a-f]{64}$"
    },
    "summary": {
      "type": "object",
      "required": [
        "businessName",
        "contactName",
        "email",
        "packageLabel"
      ],
      "additionalProperties": false,
      "properties": {
        "businessName": {
          "type": "string",
          "maxLength": 160
        },
        "contactName": {
          "type": "string",
          "maxLength": 120
        },
        "email": {
          "type": "string",
          "format": "email",
          "minLength": 3,
          "maxLength": 254
        },
        "packageLabel": {
          "type": "string",
          "maxLength": 64
        }
      }
    },
    "envelopeId": {
      "type": "string",
      "maxLength": 64
    },
    "sentAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "signature": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "fullName",
            "signedAt",
            "sha256",
            "ipAddress",
            "userAgent"
          ],
          "additionalProperties": false,
          "properties": {
            "fullName": {
              "type": "string",
              "maxLength": 120
            },
            "signedAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "sha256": {
              "type": "string",
              "minLength": 64,
              "maxLength": 64,
              "pattern": "^[0-9a-f]{64}$"
            },
            "ipAddress": {
              "type": "string",
              "maxLength": 64
            },
            "userAgent": {
              "type": "string",
              "maxLength": 512
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "verification": {
      "type": "object",
      "required": [
        "valid",
        "computedSha256"
      ],
      "additionalProperties": false,
      "properties": {
        "valid": {
          "type": "boolean"
        },
        "computedSha256": {
          "type": "string",
          "minLength": 64,
          "maxLength": 64,
          "pattern": "^[0-9a-f]{64}$"
        }
      }
    }
  }
} as const;

export const ContractVerification = {
  "type": "object",
  "required": [
    "valid",
    "computedSha256"
  ],
  "additionalProperties": false,
  "properties": {
    "valid": {
      "type": "boolean"
    },
    "computedSha256": {
      "type": "string",
      "minLength": 64,
      "maxLength": 64,
      "pattern": "^[0-9a-f]{64}$"
    }
  }
} as const;

export const RecentClient = {
  "type": "object",
  "required": [
    "id",
    "businessName",
    "contactName",
    "email",
    "projectType",
    "stepCompleted",
    "paymentCompleted",
    "monthlyPriceCents",
    "stripeCheckoutSessionId",
    "stripePaymentIntentId",
    "paymentCompletedAt",
    "createdAt",
    "accessCode"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "businessName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "projectType": {
      "type": "string",
      "maxLength": 64
    },
    "stepCompleted": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 4
    },
    "paymentCompleted": {
      "type": "boolean"
    },
    "monthlyPriceCents": {
      "oneOf": [
        {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 100000000
        },
        {
          "type": "null"
        }
      ]
    },
    "stripeCheckoutSessionId": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 255
        },
        {
          "type": "null"
        }
      ]
    },
    "stripePaymentIntentId": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 255
        },
        {
          "type": "null"
        }
      ]
    },
    "paymentCompletedAt": {
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
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "accessCode": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "code",
            "clientEmail"
          ],
          "additionalProperties": false,
          "properties": {
            "code": {
              "type": "string",
              "minLength": 9,
              "maxLength": 9,
              "pattern": "^MB-[A-Z0-9]{6}$"
            },
            "clientEmail": {
              "type": "string",
              "format": "email",
              "minLength": 3,
              "maxLength": 254
            }
          }
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const PaymentStatusReport = {
  "type": "object",
  "required": [
    "since",
    "clients"
  ],
  "additionalProperties": false,
  "properties": {
    "since": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "clients": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "id",
          "businessName",
          "contactName",
          "email",
          "projectType",
          "stepCompleted",
          "paymentCompleted",
          "monthlyPriceCents",
          "stripeCheckoutSessionId",
          "stripePaymentIntentId",
          "paymentCompletedAt",
          "createdAt",
          "accessCode"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "businessName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 160,
            "pattern": "^[^\\x00]*\\S[^\\x00]*$"
          },
          "contactName": {
            "type": "string",
            "maxLength": 120,
            "pattern": "^[^\\x00]*$"
          },
          "email": {
            "type": "string",
            "format": "email",
            "minLength": 3,
            "maxLength": 254
          },
          "projectType": {
            "type": "string",
            "maxLength": 64
          },
          "stepCompleted": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 4
          },
          "paymentCompleted": {
            "type": "boolean"
          },
          "monthlyPriceCents": {
            "oneOf": [
              {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 100000000
              },
              {
                "type": "null"
              }
            ]
          },
          "stripeCheckoutSessionId": {
            "oneOf": [
              {
                "type": "string",
                "maxLength": 255
              },
              {
                "type": "null"
              }
            ]
          },
          "stripePaymentIntentId": {
            "oneOf": [
              {
                "type": "string",
                "maxLength": 255
              },
              {
                "type": "null"
              }
            ]
          },
          "paymentCompletedAt": {
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
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "accessCode": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "code",
                  "clientEmail"
                ],
                "additionalProperties": false,
                "properties": {
                  "code": {
                    "type": "string",
                    "minLength": 9,
                    "maxLength": 9,
                    "pattern": "^MB-[A-Z0-9]{6}$"
                  },
                  "clientEmail": {
                    "type": "string",
                    "format": "email",
                    "minLength": 3,
                    "maxLength": 254
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          }
        }
      }
    }
  }
} as const;

export const MonthlyPrice = {
  "oneOf": [
    {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 100000000
    },
    {
      "type": "null"
    }
  ]
} as const;

export const Package = {
  "type": "string",
  "enum": [
    "starter",
    "growth",
    "professional"
  ]
} as const;

export const ClientStatus = {
  "type": "string",
  "enum": [
    "payment-pending",
    "contract-pending",
    "onboarding",
    "active",
    "completed"
  ]
} as const;

export const ClientFilter = {
  "type": "string",
  "enum": [
    "all",
    "pending",
    "active",
    "completed",
    "stuck",
    "past-due",
    "cancelled"
  ],
  "default": "all"
} as const;

export const WaitingStep = {
  "type": "string",
  "enum": [
    "registration",
    "payment",
    "contract",
    "video"
  ]
} as const;

export const Waiting = {
  "type": "object",
  "required": [
    "step",
    "since",
    "days",
    "stuck"
  ],
  "additionalProperties": false,
  "properties": {
    "step": {
      "type": "string",
      "enum": [
        "registration",
        "payment",
        "contract",
        "video"
      ]
    },
    "since": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "days": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 100000
    },
    "stuck": {
      "type": "boolean"
    }
  }
} as const;

export const NullableWaiting = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "step",
        "since",
        "days",
        "stuck"
      ],
      "additionalProperties": false,
      "properties": {
        "step": {
          "type": "string",
          "enum": [
            "registration",
            "payment",
            "contract",
            "video"
          ]
        },
        "since": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "days": {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 100000
        },
        "stuck": {
          "type": "boolean"
        }
      }
    },
    {
      "type": "null"
    }
  ]
} as const;

export const ReminderSent = {
  "type": "object",
  "required": [
    "id",
    "clientId",
    "step",
    "days",
    "sentAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "step": {
      "type": "string",
      "enum": [
        "registration",
        "payment",
        "contract",
        "video"
      ]
    },
    "days": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 100000
    },
    "sentAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const AccessCodeState = {
  "type": "string",
  "enum": [
    "active",
    "redeemed",
    "expired",
    "revoked"
  ]
} as const;

export const Code = {
  "type": "string",
  "minLength": 9,
  "maxLength": 9,
  "pattern": "^MB-[A-Z0-9]{6}$"
} as const;

export const BusinessName = {
  "type": "string",
  "minLength": 1,
  "maxLength": 160,
  "pattern": "^[^\\x00]*\\S[^\\x00]*$"
} as const;

export const ContactName = {
  "type": "string",
  "maxLength": 120,
  "pattern": "^[^\\x00]*$"
} as const;

export const Phone = {
  "type": "string",
  "maxLength": 40,
  "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
} as const;

export const StepCompleted = {
  "type": "integer",
  "format": "int32",
  "minimum": 0,
  "maximum": 4
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

export const NewClient = {
  "type": "object",
  "required": [
    "businessName",
    "email"
  ],
  "additionalProperties": false,
  "properties": {
    "businessName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "phone": {
      "type": "string",
      "maxLength": 40,
      "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
    },
    "package": {
      "allOf": [
        {
          "type": "string",
          "enum": [
            "starter",
            "growth",
            "professional"
          ]
        }
      ],
      "default": "growth"
    }
  }
} as const;

export const AccessCodeIssued = {
  "type": "object",
  "required": [
    "id",
    "code",
    "expiresAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "code": {
      "type": "string",
      "minLength": 9,
      "maxLength": 9,
      "pattern": "^MB-[A-Z0-9]{6}$"
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const AccessCode = {
  "type": "object",
  "required": [
    "id",
    "code",
    "expiresAt",
    "issuedAt",
    "emailedAt",
    "redeemedAt",
    "revokedAt",
    "state"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "code": {
      "type": "string",
      "minLength": 9,
      "maxLength": 9,
      "pattern": "^MB-[A-Z0-9]{6}$"
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "issuedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "emailedAt": {
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
    "redeemedAt": {
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
    "revokedAt": {
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
    "state": {
      "type": "string",
      "enum": [
        "active",
        "redeemed",
        "expired",
        "revoked"
      ]
    }
  }
} as const;

export const ClientBilling = {
  "type": "object",
  "required": [
    "status",
    "cancelAtPeriodEnd",
    "currentPeriodEnd",
    "demo",
    "updatedAt"
  ],
  "additionalProperties": false,
  "properties": {
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
    "demo": {
      "type": "boolean"
    },
    "updatedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const NullableClientBilling = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "status",
        "cancelAtPeriodEnd",
        "currentPeriodEnd",
        "demo",
        "updatedAt"
      ],
      "additionalProperties": false,
      "properties": {
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
        "demo": {
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
} as const;

export const ClientSummary = {
  "type": "object",
  "required": [
    "id",
    "businessName",
    "contactName",
    "email",
    "phone",
    "package",
    "projectType",
    "monthlyPriceCents",
    "billing",
    "status",
    "stepCompleted",
    "paymentCompleted",
    "contractSigned",
    "videoWatched",
    "onboardingComplete",
    "projectCompleted",
    "createdAt",
    "lastActivityAt",
    "unreadMessages",
    "waiting",
    "lastReminderAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "businessName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "phone": {
      "type": "string",
      "maxLength": 40,
      "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
    },
    "package": {
      "type": "string",
      "enum": [
        "starter",
        "growth",
        "professional"
      ]
    },
    "projectType": {
      "type": "string",
      "maxLength": 64
    },
    "monthlyPriceCents": {
      "oneOf": [
        {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 100000000
        },
        {
          "type": "null"
        }
      ]
    },
    "billing": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "status",
            "cancelAtPeriodEnd",
            "currentPeriodEnd",
            "demo",
            "updatedAt"
          ],
          "additionalProperties": false,
          "properties": {
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
            "demo": {
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
    "status": {
      "type": "string",
      "enum": [
        "payment-pending",
        "contract-pending",
        "onboarding",
        "active",
        "completed"
      ]
    },
    "stepCompleted": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 4
    },
    "paymentCompleted": {
      "type": "boolean"
    },
    "contractSigned": {
      "type": "boolean"
    },
    "videoWatched": {
      "type": "boolean"
    },
    "onboardingComplete": {
      "type": "boolean"
    },
    "projectCompleted": {
      "type": "boolean"
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "lastActivityAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "unreadMessages": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "waiting": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "step",
            "since",
            "days",
            "stuck"
          ],
          "additionalProperties": false,
          "properties": {
            "step": {
              "type": "string",
              "enum": [
                "registration",
                "payment",
                "contract",
                "video"
              ]
            },
            "since": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "days": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 100000
            },
            "stuck": {
              "type": "boolean"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "lastReminderAt": {
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
    }
  }
} as const;

export const ClientDetail = {
  "type": "object",
  "required": [
    "id",
    "businessName",
    "contactName",
    "email",
    "phone",
    "package",
    "projectType",
    "monthlyPriceCents",
    "billing",
    "status",
    "stepCompleted",
    "paymentCompleted",
    "contractSigned",
    "videoWatched",
    "onboardingComplete",
    "projectCompleted",
    "createdAt",
    "lastActivityAt",
    "paymentCompletedAt",
    "contractSentAt",
    "contractSignedAt",
    "videoWatchedAt",
    "onboardingCompletedAt",
    "accessCodes",
    "unreadMessages",
    "waiting",
    "lastReminderAt",
    "team",
    "completion",
    "pendingEmail"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "businessName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "phone": {
      "type": "string",
      "maxLength": 40,
      "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
    },
    "package": {
      "type": "string",
      "enum": [
        "starter",
        "growth",
        "professional"
      ]
    },
    "projectType": {
      "type": "string",
      "maxLength": 64
    },
    "monthlyPriceCents": {
      "oneOf": [
        {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 100000000
        },
        {
          "type": "null"
        }
      ]
    },
    "billing": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "status",
            "cancelAtPeriodEnd",
            "currentPeriodEnd",
            "demo",
            "updatedAt"
          ],
          "additionalProperties": false,
          "properties": {
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
            "demo": {
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
    "status": {
      "type": "string",
      "enum": [
        "payment-pending",
        "contract-pending",
        "onboarding",
        "active",
        "completed"
      ]
    },
    "stepCompleted": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 4
    },
    "paymentCompleted": {
      "type": "boolean"
    },
    "contractSigned": {
      "type": "boolean"
    },
    "videoWatched": {
      "type": "boolean"
    },
    "onboardingComplete": {
      "type": "boolean"
    },
    "projectCompleted": {
      "type": "boolean"
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "lastActivityAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "paymentCompletedAt": {
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
    "contractSentAt": {
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
    "contractSignedAt": {
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
    "videoWatchedAt": {
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
    "onboardingCompletedAt": {
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
    "accessCodes": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "code",
          "expiresAt",
          "issuedAt",
          "emailedAt",
          "redeemedAt",
          "revokedAt",
          "state"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "code": {
            "type": "string",
            "minLength": 9,
            "maxLength": 9,
            "pattern": "^MB-[A-Z0-9]{6}$"
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "issuedAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "emailedAt": {
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
          "redeemedAt": {
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
          "revokedAt": {
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
          "state": {
            "type": "string",
            "enum": [
              "active",
              "redeemed",
              "expired",
              "revoked"
            ]
          }
        }
      }
    },
    "unreadMessages": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "team": {
      "type": "object",
      "required": [
        "projectManager",
        "leadDeveloper"
      ],
      "additionalProperties": false,
      "properties": {
        "projectManager": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "id",
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "\\S"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        },
        "leadDeveloper": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "id",
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "\\S"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "completion": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "completedAt",
            "note"
          ],
          "additionalProperties": false,
          "properties": {
            "completedAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "note": {
              "type": "string",
              "maxLength": 2000,
              "pattern": "^[^\\x00]*$"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "pendingEmail": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "email",
            "requestedAt"
          ],
          "additionalProperties": false,
          "properties": {
            "email": {
              "type": "string",
              "format": "email",
              "minLength": 3,
              "maxLength": 254
            },
            "requestedAt": {
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
    "waiting": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "step",
            "since",
            "days",
            "stuck"
          ],
          "additionalProperties": false,
          "properties": {
            "step": {
              "type": "string",
              "enum": [
                "registration",
                "payment",
                "contract",
                "video"
              ]
            },
            "since": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "days": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 100000
            },
            "stuck": {
              "type": "boolean"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "lastReminderAt": {
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
    }
  }
} as const;

export const ClientCreated = {
  "type": "object",
  "required": [
    "client",
    "accessCode"
  ],
  "additionalProperties": false,
  "properties": {
    "client": {
      "type": "object",
      "required": [
        "id",
        "businessName",
        "contactName",
        "email",
        "phone",
        "package",
        "projectType",
        "monthlyPriceCents",
        "billing",
        "status",
        "stepCompleted",
        "paymentCompleted",
        "contractSigned",
        "videoWatched",
        "onboardingComplete",
        "projectCompleted",
        "createdAt",
        "lastActivityAt",
        "paymentCompletedAt",
        "contractSentAt",
        "contractSignedAt",
        "videoWatchedAt",
        "onboardingCompletedAt",
        "accessCodes",
        "unreadMessages",
        "waiting",
        "lastReminderAt",
        "team",
        "completion",
        "pendingEmail"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "businessName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 160,
          "pattern": "^[^\\x00]*\\S[^\\x00]*$"
        },
        "contactName": {
          "type": "string",
          "maxLength": 120,
          "pattern": "^[^\\x00]*$"
        },
        "email": {
          "type": "string",
          "format": "email",
          "minLength": 3,
          "maxLength": 254
        },
        "phone": {
          "type": "string",
          "maxLength": 40,
          "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
        },
        "package": {
          "type": "string",
          "enum": [
            "starter",
            "growth",
            "professional"
          ]
        },
        "projectType": {
          "type": "string",
          "maxLength": 64
        },
        "monthlyPriceCents": {
          "oneOf": [
            {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 100000000
            },
            {
              "type": "null"
            }
          ]
        },
        "billing": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "status",
                "cancelAtPeriodEnd",
                "currentPeriodEnd",
                "demo",
                "updatedAt"
              ],
              "additionalProperties": false,
              "properties": {
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
                "demo": {
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
        "status": {
          "type": "string",
          "enum": [
            "payment-pending",
            "contract-pending",
            "onboarding",
            "active",
            "completed"
          ]
        },
        "stepCompleted": {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 4
        },
        "paymentCompleted": {
          "type": "boolean"
        },
        "contractSigned": {
          "type": "boolean"
        },
        "videoWatched": {
          "type": "boolean"
        },
        "onboardingComplete": {
          "type": "boolean"
        },
        "projectCompleted": {
          "type": "boolean"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "lastActivityAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "paymentCompletedAt": {
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
        "contractSentAt": {
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
        "contractSignedAt": {
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
        "videoWatchedAt": {
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
        "onboardingCompletedAt": {
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
        "accessCodes": {
          "type": "array",
          "maxItems": 1000,
          "items": {
            "type": "object",
            "required": [
              "id",
              "code",
              "expiresAt",
              "issuedAt",
              "emailedAt",
              "redeemedAt",
              "revokedAt",
              "state"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "maxLength": 36
              },
              "code": {
                "type": "string",
                "minLength": 9,
                "maxLength": 9,
                "pattern": "^MB-[A-Z0-9]{6}$"
              },
              "expiresAt": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32
              },
              "issuedAt": {
                "type": "string",
                "format": "date-time",
                "maxLength": 32
              },
              "emailedAt": {
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
              "redeemedAt": {
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
              "revokedAt": {
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
              "state": {
                "type": "string",
                "enum": [
                  "active",
                  "redeemed",
                  "expired",
                  "revoked"
                ]
              }
            }
          }
        },
        "unreadMessages": {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 2147483647
        },
        "team": {
          "type": "object",
          "required": [
            "projectManager",
            "leadDeveloper"
          ],
          "additionalProperties": false,
          "properties": {
            "projectManager": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "type": "string",
                      "format": "uuid",
                      "maxLength": 36
                    },
                    "name": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "\\S"
                    }
                  }
                },
                {
                  "type": "null"
                }
              ]
            },
            "leadDeveloper": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "id",
                    "name"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "type": "string",
                      "format": "uuid",
                      "maxLength": 36
                    },
                    "name": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "\\S"
                    }
                  }
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        },
        "completion": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "completedAt",
                "note"
              ],
              "additionalProperties": false,
              "properties": {
                "completedAt": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32
                },
                "note": {
                  "type": "string",
                  "maxLength": 2000,
                  "pattern": "^[^\\x00]*$"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        },
        "pendingEmail": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "email",
                "requestedAt"
              ],
              "additionalProperties": false,
              "properties": {
                "email": {
                  "type": "string",
                  "format": "email",
                  "minLength": 3,
                  "maxLength": 254
                },
                "requestedAt": {
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
        "waiting": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "step",
                "since",
                "days",
                "stuck"
              ],
              "additionalProperties": false,
              "properties": {
                "step": {
                  "type": "string",
                  "enum": [
                    "registration",
                    "payment",
                    "contract",
                    "video"
                  ]
                },
                "since": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32
                },
                "days": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 0,
                  "maximum": 100000
                },
                "stuck": {
                  "type": "boolean"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        },
        "lastReminderAt": {
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
        }
      }
    },
    "accessCode": {
      "type": "object",
      "required": [
        "id",
        "code",
        "expiresAt"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "code": {
          "type": "string",
          "minLength": 9,
          "maxLength": 9,
          "pattern": "^MB-[A-Z0-9]{6}$"
        },
        "expiresAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        }
      }
    }
  }
} as const;

export const ClientPage = {
  "type": "object",
  "required": [
    "items",
    "total",
    "page",
    "pageCount"
  ],
  "additionalProperties": false,
  "properties": {
    "items": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "id",
          "businessName",
          "contactName",
          "email",
          "phone",
          "package",
          "projectType",
          "monthlyPriceCents",
          "billing",
          "status",
          "stepCompleted",
          "paymentCompleted",
          "contractSigned",
          "videoWatched",
          "onboardingComplete",
          "projectCompleted",
          "createdAt",
          "lastActivityAt",
          "unreadMessages",
          "waiting",
          "lastReminderAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "businessName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 160,
            "pattern": "^[^\\x00]*\\S[^\\x00]*$"
          },
          "contactName": {
            "type": "string",
            "maxLength": 120,
            "pattern": "^[^\\x00]*$"
          },
          "email": {
            "type": "string",
            "format": "email",
            "minLength": 3,
            "maxLength": 254
          },
          "phone": {
            "type": "string",
            "maxLength": 40,
            "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
          },
          "package": {
            "type": "string",
            "enum": [
              "starter",
              "growth",
              "professional"
            ]
          },
          "projectType": {
            "type": "string",
            "maxLength": 64
          },
          "monthlyPriceCents": {
            "oneOf": [
              {
                "type": "integer",
                "format": "int32",
                "minimum": 0,
                "maximum": 100000000
              },
              {
                "type": "null"
              }
            ]
          },
          "billing": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "status",
                  "cancelAtPeriodEnd",
                  "currentPeriodEnd",
                  "demo",
                  "updatedAt"
                ],
                "additionalProperties": false,
                "properties": {
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
                  "demo": {
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
          "status": {
            "type": "string",
            "enum": [
              "payment-pending",
              "contract-pending",
              "onboarding",
              "active",
              "completed"
            ]
          },
          "stepCompleted": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 4
          },
          "paymentCompleted": {
            "type": "boolean"
          },
          "contractSigned": {
            "type": "boolean"
          },
          "videoWatched": {
            "type": "boolean"
          },
          "onboardingComplete": {
            "type": "boolean"
          },
          "projectCompleted": {
            "type": "boolean"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "lastActivityAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "unreadMessages": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "waiting": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "step",
                  "since",
                  "days",
                  "stuck"
                ],
                "additionalProperties": false,
                "properties": {
                  "step": {
                    "type": "string",
                    "enum": [
                      "registration",
                      "payment",
                      "contract",
                      "video"
                    ]
                  },
                  "since": {
                    "type": "string",
                    "format": "date-time",
                    "maxLength": 32
                  },
                  "days": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 0,
                    "maximum": 100000
                  },
                  "stuck": {
                    "type": "boolean"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "lastReminderAt": {
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
          }
        }
      }
    },
    "total": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "page": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 100000
    },
    "pageCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    }
  }
} as const;

export const Summary = {
  "type": "object",
  "required": [
    "totalClients",
    "activeProjects",
    "pendingOnboarding",
    "completed",
    "unreadMessages"
  ],
  "additionalProperties": false,
  "properties": {
    "totalClients": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "activeProjects": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "pendingOnboarding": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "completed": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "unreadMessages": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    }
  }
} as const;

export const UnreadMessages = {
  "type": "integer",
  "format": "int32",
  "minimum": 0,
  "maximum": 2147483647
} as const;

export const ClientView = {
  "type": "object",
  "required": [
    "id",
    "businessName",
    "contactName",
    "email",
    "phone",
    "package",
    "projectType",
    "monthlyPriceCents",
    "billing",
    "stepCompleted",
    "paymentCompleted",
    "contractSigned",
    "videoWatched",
    "onboardingComplete",
    "projectCompleted",
    "team",
    "completion"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "businessName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "phone": {
      "type": "string",
      "maxLength": 40,
      "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
    },
    "package": {
      "type": "string",
      "enum": [
        "starter",
        "growth",
        "professional"
      ]
    },
    "projectType": {
      "type": "string",
      "maxLength": 64
    },
    "monthlyPriceCents": {
      "oneOf": [
        {
          "type": "integer",
          "format": "int32",
          "minimum": 0,
          "maximum": 100000000
        },
        {
          "type": "null"
        }
      ]
    },
    "billing": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "status",
            "cancelAtPeriodEnd",
            "currentPeriodEnd",
            "demo",
            "updatedAt"
          ],
          "additionalProperties": false,
          "properties": {
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
            "demo": {
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
    "stepCompleted": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 4
    },
    "paymentCompleted": {
      "type": "boolean"
    },
    "contractSigned": {
      "type": "boolean"
    },
    "videoWatched": {
      "type": "boolean"
    },
    "onboardingComplete": {
      "type": "boolean"
    },
    "projectCompleted": {
      "type": "boolean"
    },
    "team": {
      "type": "object",
      "required": [
        "projectManager",
        "leadDeveloper"
      ],
      "additionalProperties": false,
      "properties": {
        "projectManager": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "\\S"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        },
        "leadDeveloper": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "\\S"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "completion": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "completedAt",
            "note"
          ],
          "additionalProperties": false,
          "properties": {
            "completedAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "note": {
              "type": "string",
              "maxLength": 2000,
              "pattern": "^[^\\x00]*$"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const ProjectLabel = {
  "type": "string",
  "minLength": 1,
  "maxLength": 64,
  "pattern": "^[^\\x00]*\\S[^\\x00]*$"
} as const;

export const ClientEdit = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "businessName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "phone": {
      "type": "string",
      "maxLength": 40,
      "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
    },
    "projectType": {
      "type": "string",
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    }
  }
} as const;

export const ContactEdit = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "contactName": {
      "type": "string",
      "maxLength": 120,
      "pattern": "^[^\\x00]*$"
    },
    "phone": {
      "type": "string",
      "maxLength": 40,
      "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
    }
  }
} as const;

export const CompletionNote = {
  "type": "string",
  "maxLength": 2000,
  "pattern": "^[^\\x00]*$"
} as const;

export const ProjectNote = {
  "type": "object",
  "required": [
    "note"
  ],
  "additionalProperties": false,
  "properties": {
    "note": {
      "type": "string",
      "maxLength": 2000,
      "pattern": "^[^\\x00]*$"
    }
  }
} as const;

export const Completion = {
  "type": "object",
  "required": [
    "completedAt",
    "note"
  ],
  "additionalProperties": false,
  "properties": {
    "completedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "note": {
      "type": "string",
      "maxLength": 2000,
      "pattern": "^[^\\x00]*$"
    }
  }
} as const;

export const NullableCompletion = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "completedAt",
        "note"
      ],
      "additionalProperties": false,
      "properties": {
        "completedAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "note": {
          "type": "string",
          "maxLength": 2000,
          "pattern": "^[^\\x00]*$"
        }
      }
    },
    {
      "type": "null"
    }
  ]
} as const;

export const PendingEmail = {
  "type": "object",
  "required": [
    "email",
    "requestedAt"
  ],
  "additionalProperties": false,
  "properties": {
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "requestedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const NullablePendingEmail = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "email",
        "requestedAt"
      ],
      "additionalProperties": false,
      "properties": {
        "email": {
          "type": "string",
          "format": "email",
          "minLength": 3,
          "maxLength": 254
        },
        "requestedAt": {
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
} as const;

export const TeammateName = {
  "type": "string",
  "minLength": 1,
  "maxLength": 200,
  "pattern": "\\S"
} as const;

export const TeamRole = {
  "type": "string",
  "enum": [
    "admin",
    "member"
  ]
} as const;

export const Teammate = {
  "type": "object",
  "required": [
    "id",
    "name",
    "role"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    },
    "role": {
      "type": "string",
      "enum": [
        "admin",
        "member"
      ]
    }
  }
} as const;

export const TeammateList = {
  "type": "object",
  "required": [
    "items"
  ],
  "additionalProperties": false,
  "properties": {
    "items": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "name",
          "role"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "\\S"
          },
          "role": {
            "type": "string",
            "enum": [
              "admin",
              "member"
            ]
          }
        }
      }
    }
  }
} as const;

export const Assignee = {
  "type": "object",
  "required": [
    "id",
    "name"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  }
} as const;

export const NullableAssignee = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "id",
        "name"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "\\S"
        }
      }
    },
    {
      "type": "null"
    }
  ]
} as const;

export const ClientTeam = {
  "type": "object",
  "required": [
    "projectManager",
    "leadDeveloper"
  ],
  "additionalProperties": false,
  "properties": {
    "projectManager": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "maxLength": 36
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "leadDeveloper": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "maxLength": 36
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const NullableAssigneeName = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "name"
      ],
      "additionalProperties": false,
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "\\S"
        }
      }
    },
    {
      "type": "null"
    }
  ]
} as const;

export const ClientTeamView = {
  "type": "object",
  "required": [
    "projectManager",
    "leadDeveloper"
  ],
  "additionalProperties": false,
  "properties": {
    "projectManager": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "leadDeveloper": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const NullableId = {
  "oneOf": [
    {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    {
      "type": "null"
    }
  ]
} as const;

export const ClientTeamAssignment = {
  "type": "object",
  "required": [
    "projectManagerId",
    "leadDeveloperId"
  ],
  "additionalProperties": false,
  "properties": {
    "projectManagerId": {
      "oneOf": [
        {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        {
          "type": "null"
        }
      ]
    },
    "leadDeveloperId": {
      "oneOf": [
        {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const CalendarDate = {
  "type": "string",
  "format": "date",
  "maxLength": 10
} as const;

export const MilestoneName = {
  "type": "string",
  "minLength": 1,
  "maxLength": 80,
  "pattern": "\\S"
} as const;

export const MilestoneNote = {
  "type": "string",
  "maxLength": 1000,
  "pattern": "^[^\\x00]*$"
} as const;

export const Milestone = {
  "type": "object",
  "required": [
    "id",
    "name",
    "position",
    "plannedOn",
    "doneOn",
    "note"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S"
    },
    "position": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 100
    },
    "plannedOn": {
      "type": "string",
      "format": "date",
      "maxLength": 10
    },
    "doneOn": {
      "oneOf": [
        {
          "type": "string",
          "format": "date",
          "maxLength": 10
        },
        {
          "type": "null"
        }
      ]
    },
    "note": {
      "type": "string",
      "maxLength": 1000,
      "pattern": "^[^\\x00]*$"
    }
  }
} as const;

export const ProjectPlan = {
  "type": "object",
  "required": [
    "items"
  ],
  "additionalProperties": false,
  "properties": {
    "items": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "id",
          "name",
          "position",
          "plannedOn",
          "doneOn",
          "note"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "\\S"
          },
          "position": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 100
          },
          "plannedOn": {
            "type": "string",
            "format": "date",
            "maxLength": 10
          },
          "doneOn": {
            "oneOf": [
              {
                "type": "string",
                "format": "date",
                "maxLength": 10
              },
              {
                "type": "null"
              }
            ]
          },
          "note": {
            "type": "string",
            "maxLength": 1000,
            "pattern": "^[^\\x00]*$"
          }
        }
      }
    }
  }
} as const;

export const NewMilestone = {
  "type": "object",
  "required": [
    "name",
    "plannedOn"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S"
    },
    "plannedOn": {
      "type": "string",
      "format": "date",
      "maxLength": 10
    },
    "note": {
      "type": "string",
      "maxLength": 1000,
      "pattern": "^[^\\x00]*$"
    }
  }
} as const;

export const MilestoneChange = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "plannedOn": {
      "type": "string",
      "format": "date",
      "maxLength": 10
    },
    "doneOn": {
      "oneOf": [
        {
          "type": "string",
          "format": "date",
          "maxLength": 10
        },
        {
          "type": "null"
        }
      ]
    },
    "note": {
      "type": "string",
      "maxLength": 1000,
      "pattern": "^[^\\x00]*$"
    }
  }
} as const;

export const TemplateMilestone = {
  "type": "object",
  "required": [
    "name",
    "offsetDays"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S"
    },
    "offsetDays": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 3650
    }
  }
} as const;

export const ProjectTemplateChange = {
  "type": "object",
  "required": [
    "milestones"
  ],
  "additionalProperties": false,
  "properties": {
    "milestones": {
      "type": "array",
      "minItems": 1,
      "maxItems": 12,
      "items": {
        "type": "object",
        "required": [
          "name",
          "offsetDays"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "\\S"
          },
          "offsetDays": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 3650
          }
        }
      }
    }
  }
} as const;

export const ProjectTemplate = {
  "type": "object",
  "required": [
    "milestones",
    "updatedAt"
  ],
  "additionalProperties": false,
  "properties": {
    "milestones": {
      "type": "array",
      "minItems": 1,
      "maxItems": 12,
      "items": {
        "type": "object",
        "required": [
          "name",
          "offsetDays"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "\\S"
          },
          "offsetDays": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 3650
          }
        }
      }
    },
    "updatedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

/** Each operation's JSON request body, by operationId. */
export const requestBodies = {
  "createClient": {
    "type": "object",
    "required": [
      "businessName",
      "email"
    ],
    "additionalProperties": false,
    "properties": {
      "businessName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 160,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      },
      "contactName": {
        "type": "string",
        "maxLength": 120,
        "pattern": "^[^\\x00]*$"
      },
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "phone": {
        "type": "string",
        "maxLength": 40,
        "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
      },
      "package": {
        "allOf": [
          {
            "type": "string",
            "enum": [
              "starter",
              "growth",
              "professional"
            ]
          }
        ],
        "default": "growth"
      }
    }
  },
  "updateClient": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "businessName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 160,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      },
      "contactName": {
        "type": "string",
        "maxLength": 120,
        "pattern": "^[^\\x00]*$"
      },
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "phone": {
        "type": "string",
        "maxLength": 40,
        "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
      },
      "projectType": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      }
    }
  },
  "completeProject": {
    "type": "object",
    "required": [
      "note"
    ],
    "additionalProperties": false,
    "properties": {
      "note": {
        "type": "string",
        "maxLength": 2000,
        "pattern": "^[^\\x00]*$"
      }
    }
  },
  "reopenProject": {
    "type": "object",
    "required": [
      "note"
    ],
    "additionalProperties": false,
    "properties": {
      "note": {
        "type": "string",
        "maxLength": 2000,
        "pattern": "^[^\\x00]*$"
      }
    }
  },
  "assignClientTeam": {
    "type": "object",
    "required": [
      "projectManagerId",
      "leadDeveloperId"
    ],
    "additionalProperties": false,
    "properties": {
      "projectManagerId": {
        "oneOf": [
          {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          {
            "type": "null"
          }
        ]
      },
      "leadDeveloperId": {
        "oneOf": [
          {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "updateOwnContact": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "contactName": {
        "type": "string",
        "maxLength": 120,
        "pattern": "^[^\\x00]*$"
      },
      "phone": {
        "type": "string",
        "maxLength": 40,
        "pattern": "^([0-9+()./ x-]*[0-9][0-9+()./ x-]*)?$"
      }
    }
  },
  "skipPaymentInDemo": {
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
  "signContract": {
    "type": "object",
    "required": [
      "fullName",
      "consent"
    ],
    "additionalProperties": false,
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 2,
        "maxLength": 120,
        "pattern": "^[^\\x00-\\x1f]*\\S[^\\x00-\\x1f]*$"
      },
      "consent": {
        "type": "boolean",
        "const": true
      }
    }
  },
  "addClientMilestone": {
    "type": "object",
    "required": [
      "name",
      "plannedOn"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "\\S"
      },
      "plannedOn": {
        "type": "string",
        "format": "date",
        "maxLength": 10
      },
      "note": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^[^\\x00]*$"
      }
    }
  },
  "updateClientMilestone": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "plannedOn": {
        "type": "string",
        "format": "date",
        "maxLength": 10
      },
      "doneOn": {
        "oneOf": [
          {
            "type": "string",
            "format": "date",
            "maxLength": 10
          },
          {
            "type": "null"
          }
        ]
      },
      "note": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^[^\\x00]*$"
      }
    }
  },
  "updateProjectTemplate": {
    "type": "object",
    "required": [
      "milestones"
    ],
    "additionalProperties": false,
    "properties": {
      "milestones": {
        "type": "array",
        "minItems": 1,
        "maxItems": 12,
        "items": {
          "type": "object",
          "required": [
            "name",
            "offsetDays"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "pattern": "\\S"
            },
            "offsetDays": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 3650
            }
          }
        }
      }
    }
  }
} as const;
