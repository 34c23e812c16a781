// Generated from openapi/onboarding.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

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
    "completed"
  ],
  "default": "all"
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

export const ClientSummary = {
  "type": "object",
  "required": [
    "id",
    "businessName",
    "contactName",
    "email",
    "phone",
    "package",
    "status",
    "stepCompleted",
    "paymentCompleted",
    "contractSigned",
    "videoWatched",
    "onboardingComplete",
    "projectCompleted",
    "createdAt",
    "lastActivityAt"
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
    "accessCodes"
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
        "accessCodes"
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
          "status",
          "stepCompleted",
          "paymentCompleted",
          "contractSigned",
          "videoWatched",
          "onboardingComplete",
          "projectCompleted",
          "createdAt",
          "lastActivityAt"
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
    "completed"
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
    }
  }
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
    "stepCompleted",
    "paymentCompleted",
    "contractSigned",
    "videoWatched",
    "onboardingComplete",
    "projectCompleted"
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
  }
} as const;
