// Generated from openapi/audit.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const ActorKind = {
  "type": "string",
  "enum": [
    "team",
    "client",
    "visitor",
    "system"
  ]
} as const;

export const SubjectType = {
  "type": "string",
  "minLength": 1,
  "maxLength": 64,
  "pattern": "^[a-z][a-z-]*$"
} as const;

export const Actor = {
  "type": "object",
  "required": [
    "kind",
    "id",
    "name",
    "role",
    "clientId"
  ],
  "additionalProperties": false,
  "properties": {
    "kind": {
      "type": "string",
      "enum": [
        "team",
        "client",
        "visitor",
        "system"
      ]
    },
    "id": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 128
    },
    "name": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 200
    },
    "role": {
      "type": [
        "string",
        "null"
      ],
      "enum": [
        "admin",
        "member",
        null
      ]
    },
    "clientId": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 128
    }
  }
} as const;

export const Subject = {
  "type": "object",
  "required": [
    "type",
    "id",
    "label"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[a-z][a-z-]*$"
    },
    "id": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 128
    },
    "label": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 1000
    }
  }
} as const;

export const ActivityEntry = {
  "type": "object",
  "required": [
    "id",
    "occurredAt",
    "type",
    "action",
    "actor",
    "subject",
    "before",
    "after",
    "known",
    "data"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "occurredAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "type": {
      "type": "string",
      "maxLength": 128
    },
    "action": {
      "type": "string",
      "maxLength": 128
    },
    "actor": {
      "type": "object",
      "required": [
        "kind",
        "id",
        "name",
        "role",
        "clientId"
      ],
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "team",
            "client",
            "visitor",
            "system"
          ]
        },
        "id": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 128
        },
        "name": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200
        },
        "role": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "admin",
            "member",
            null
          ]
        },
        "clientId": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 128
        }
      }
    },
    "subject": {
      "type": "object",
      "required": [
        "type",
        "id",
        "label"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[a-z][a-z-]*$"
        },
        "id": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 128
        },
        "label": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1000
        }
      }
    },
    "before": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 200
    },
    "after": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 200
    },
    "known": {
      "type": "boolean"
    },
    "data": {
      "type": "object",
      "additionalProperties": true
    }
  }
} as const;

export const ActivityPage = {
  "type": "object",
  "required": [
    "items",
    "total"
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
          "occurredAt",
          "type",
          "action",
          "actor",
          "subject",
          "before",
          "after",
          "known",
          "data"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "occurredAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "type": {
            "type": "string",
            "maxLength": 128
          },
          "action": {
            "type": "string",
            "maxLength": 128
          },
          "actor": {
            "type": "object",
            "required": [
              "kind",
              "id",
              "name",
              "role",
              "clientId"
            ],
            "additionalProperties": false,
            "properties": {
              "kind": {
                "type": "string",
                "enum": [
                  "team",
                  "client",
                  "visitor",
                  "system"
                ]
              },
              "id": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 128
              },
              "name": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 200
              },
              "role": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "admin",
                  "member",
                  null
                ]
              },
              "clientId": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 128
              }
            }
          },
          "subject": {
            "type": "object",
            "required": [
              "type",
              "id",
              "label"
            ],
            "additionalProperties": false,
            "properties": {
              "type": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "pattern": "^[a-z][a-z-]*$"
              },
              "id": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 128
              },
              "label": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 1000
              }
            }
          },
          "before": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 200
          },
          "after": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 200
          },
          "known": {
            "type": "boolean"
          },
          "data": {
            "type": "object",
            "additionalProperties": true
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

export const Person = {
  "type": "object",
  "required": [
    "kind",
    "id",
    "name",
    "role"
  ],
  "additionalProperties": false,
  "properties": {
    "kind": {
      "type": "string",
      "enum": [
        "team",
        "client"
      ]
    },
    "id": {
      "type": "string",
      "maxLength": 128
    },
    "name": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 200
    },
    "role": {
      "type": [
        "string",
        "null"
      ],
      "enum": [
        "admin",
        "member",
        null
      ]
    }
  }
} as const;
