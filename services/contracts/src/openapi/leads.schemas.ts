// Generated from openapi/leads.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const Challenge = {
  "type": "string",
  "enum": [
    "declining-sales",
    "missing-targets",
    "customer-churn",
    "poor-roi"
  ]
} as const;

export const PreferredTime = {
  "type": "string",
  "enum": [
    "morning",
    "afternoon",
    "evening"
  ]
} as const;

export const InquiryStatus = {
  "type": "string",
  "enum": [
    "pending",
    "contacted",
    "scheduled",
    "completed",
    "cancelled"
  ]
} as const;

export const Slug = {
  "type": "string",
  "minLength": 1,
  "maxLength": 40,
  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
} as const;

export const StrategyCallRequest = {
  "type": "object",
  "required": [
    "situationType",
    "name",
    "email",
    "phone",
    "preferredTime"
  ],
  "additionalProperties": false,
  "properties": {
    "situationType": {
      "type": "string",
      "enum": [
        "declining-sales",
        "missing-targets",
        "customer-churn",
        "poor-roi"
      ]
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "phone": {
      "type": "string",
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[0-9+()./ x-]*[0-9][0-9+()./ x-]*$"
    },
    "preferredTime": {
      "type": "string",
      "enum": [
        "morning",
        "afternoon",
        "evening"
      ]
    }
  }
} as const;

export const StageInquiryRequest = {
  "type": "object",
  "required": [
    "stage",
    "email"
  ],
  "additionalProperties": false,
  "properties": {
    "stage": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 5
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    }
  }
} as const;

export const InquiryReceipt = {
  "type": "object",
  "required": [
    "id",
    "status",
    "createdAt"
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
        "pending"
      ]
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const Inquiry = {
  "type": "object",
  "required": [
    "id",
    "situationType",
    "name",
    "email",
    "phone",
    "preferredTime",
    "status",
    "createdAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "situationType": {
      "type": "string",
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 254,
      "pattern": "\\S"
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
      "pattern": "^[0-9+()./ x-]*$"
    },
    "preferredTime": {
      "type": "string",
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    },
    "status": {
      "type": "string",
      "enum": [
        "pending",
        "contacted",
        "scheduled",
        "completed",
        "cancelled"
      ]
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const InquiryPage = {
  "type": "object",
  "required": [
    "items",
    "total"
  ],
  "additionalProperties": false,
  "properties": {
    "items": {
      "type": "array",
      "maxItems": 200,
      "items": {
        "type": "object",
        "required": [
          "id",
          "situationType",
          "name",
          "email",
          "phone",
          "preferredTime",
          "status",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "situationType": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 254,
            "pattern": "\\S"
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
            "pattern": "^[0-9+()./ x-]*$"
          },
          "preferredTime": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "contacted",
              "scheduled",
              "completed",
              "cancelled"
            ]
          },
          "createdAt": {
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
    }
  }
} as const;

/** Each operation's JSON request body, by operationId. */
export const requestBodies = {
  "submitStrategyCall": {
    "type": "object",
    "required": [
      "situationType",
      "name",
      "email",
      "phone",
      "preferredTime"
    ],
    "additionalProperties": false,
    "properties": {
      "situationType": {
        "type": "string",
        "enum": [
          "declining-sales",
          "missing-targets",
          "customer-churn",
          "poor-roi"
        ]
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "phone": {
        "type": "string",
        "minLength": 1,
        "maxLength": 40,
        "pattern": "^[0-9+()./ x-]*[0-9][0-9+()./ x-]*$"
      },
      "preferredTime": {
        "type": "string",
        "enum": [
          "morning",
          "afternoon",
          "evening"
        ]
      }
    }
  },
  "submitStageInquiry": {
    "type": "object",
    "required": [
      "stage",
      "email"
    ],
    "additionalProperties": false,
    "properties": {
      "stage": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 5
      },
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      }
    }
  },
  "updateInquiryStatus": {
    "type": "object",
    "required": [
      "status"
    ],
    "additionalProperties": false,
    "properties": {
      "status": {
        "type": "string",
        "enum": [
          "pending",
          "contacted",
          "scheduled",
          "completed",
          "cancelled"
        ]
      }
    }
  }
} as const;
