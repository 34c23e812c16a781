// Generated from openapi/messaging.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const Seq = {
  "type": "integer",
  "format": "int64",
  "minimum": 1,
  "maximum": 9007199254740991
} as const;

export const Seq0 = {
  "type": "integer",
  "format": "int64",
  "minimum": 0,
  "maximum": 9007199254740991,
  "default": 0
} as const;

export const SenderType = {
  "type": "string",
  "enum": [
    "client",
    "team"
  ]
} as const;

export const MessageText = {
  "type": "string",
  "minLength": 1,
  "maxLength": 4000,
  "pattern": "\\S"
} as const;

export const NewMessage = {
  "type": "object",
  "required": [
    "message"
  ],
  "additionalProperties": false,
  "properties": {
    "message": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000,
      "pattern": "\\S"
    },
    "fileIds": {
      "type": "array",
      "maxItems": 10,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "format": "uuid",
        "maxLength": 36
      }
    }
  }
} as const;

export const Attachment = {
  "type": "object",
  "required": [
    "fileId",
    "name",
    "size",
    "contentType"
  ],
  "additionalProperties": false,
  "properties": {
    "fileId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "size": {
      "type": "integer",
      "format": "int64",
      "minimum": 1,
      "maximum": 26214400
    },
    "contentType": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    }
  }
} as const;

export const Message = {
  "type": "object",
  "required": [
    "id",
    "seq",
    "clientId",
    "senderType",
    "senderName",
    "message",
    "createdAt",
    "readByClientAt",
    "readByTeamAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "seq": {
      "type": "integer",
      "format": "int64",
      "minimum": 1,
      "maximum": 9007199254740991
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "senderType": {
      "type": "string",
      "enum": [
        "client",
        "team"
      ]
    },
    "senderName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 254
    },
    "message": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "readByClientAt": {
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
    "readByTeamAt": {
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
    "attachments": {
      "type": "array",
      "maxItems": 10,
      "items": {
        "type": "object",
        "required": [
          "fileId",
          "name",
          "size",
          "contentType"
        ],
        "additionalProperties": false,
        "properties": {
          "fileId": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "size": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 26214400
          },
          "contentType": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        }
      }
    }
  }
} as const;

export const Thread = {
  "type": "object",
  "required": [
    "clientId",
    "messages"
  ],
  "additionalProperties": false,
  "properties": {
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "messages": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "seq",
          "clientId",
          "senderType",
          "senderName",
          "message",
          "createdAt",
          "readByClientAt",
          "readByTeamAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "seq": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "clientId": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "senderType": {
            "type": "string",
            "enum": [
              "client",
              "team"
            ]
          },
          "senderName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 254
          },
          "message": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4000
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "readByClientAt": {
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
          "readByTeamAt": {
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
          "attachments": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "type": "object",
              "required": [
                "fileId",
                "name",
                "size",
                "contentType"
              ],
              "additionalProperties": false,
              "properties": {
                "fileId": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200
                },
                "size": {
                  "type": "integer",
                  "format": "int64",
                  "minimum": 1,
                  "maximum": 26214400
                },
                "contentType": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200
                }
              }
            }
          }
        }
      }
    }
  }
} as const;

export const ReadMark = {
  "type": "object",
  "required": [
    "clientId",
    "readBy",
    "count",
    "upToSeq",
    "readAt"
  ],
  "additionalProperties": false,
  "properties": {
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "readBy": {
      "type": "string",
      "enum": [
        "client",
        "team"
      ]
    },
    "count": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "upToSeq": {
      "oneOf": [
        {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        },
        {
          "type": "null"
        }
      ]
    },
    "readAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const MeetingStatus = {
  "type": "string",
  "enum": [
    "scheduled",
    "completed",
    "cancelled"
  ]
} as const;

export const Meeting = {
  "type": "object",
  "required": [
    "id",
    "clientId",
    "title",
    "description",
    "scheduledAt",
    "durationMinutes",
    "status",
    "createdAt",
    "videoUrl",
    "bookedBy"
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
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "description": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 2000
        },
        {
          "type": "null"
        }
      ]
    },
    "scheduledAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "durationMinutes": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 1440
    },
    "status": {
      "type": "string",
      "enum": [
        "scheduled",
        "completed",
        "cancelled"
      ]
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "videoUrl": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 9,
          "maxLength": 2048,
          "pattern": "^https://[^\\s]+$"
        },
        {
          "type": "null"
        }
      ]
    },
    "bookedBy": {
      "type": "string",
      "enum": [
        "team",
        "client"
      ]
    }
  }
} as const;

export const VideoUrl = {
  "type": "string",
  "minLength": 9,
  "maxLength": 2048,
  "pattern": "^https://[^\\s]+$"
} as const;

export const MeetingChange = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    },
    "scheduledAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "durationMinutes": {
      "type": "integer",
      "format": "int32",
      "minimum": 5,
      "maximum": 480
    },
    "videoUrl": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 9,
          "maxLength": 2048,
          "pattern": "^https://[^\\s]+$"
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const BookingRequest = {
  "type": "object",
  "required": [
    "startsAt"
  ],
  "additionalProperties": false,
  "properties": {
    "startsAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const BookingSlot = {
  "type": "object",
  "required": [
    "startsAt",
    "endsAt"
  ],
  "additionalProperties": false,
  "properties": {
    "startsAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "endsAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const TeamHours = {
  "type": "object",
  "required": [
    "timeZone",
    "dayStart",
    "dayEnd",
    "weekdays"
  ],
  "additionalProperties": false,
  "properties": {
    "timeZone": {
      "type": "string",
      "minLength": 1,
      "maxLength": 64
    },
    "dayStart": {
      "type": "string",
      "maxLength": 5,
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "dayEnd": {
      "type": "string",
      "maxLength": 5,
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "weekdays": {
      "type": "array",
      "minItems": 1,
      "maxItems": 7,
      "items": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 7
      }
    }
  }
} as const;

export const BookingSlots = {
  "type": "object",
  "required": [
    "timeZone",
    "durationMinutes",
    "daysAhead",
    "minNoticeHours",
    "slots"
  ],
  "additionalProperties": false,
  "properties": {
    "timeZone": {
      "type": "string",
      "minLength": 1,
      "maxLength": 64
    },
    "durationMinutes": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 480
    },
    "daysAhead": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 90
    },
    "minNoticeHours": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 720
    },
    "slots": {
      "type": "array",
      "maxItems": 2000,
      "items": {
        "type": "object",
        "required": [
          "startsAt",
          "endsAt"
        ],
        "additionalProperties": false,
        "properties": {
          "startsAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "endsAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          }
        }
      }
    }
  }
} as const;

export const MeetingList = {
  "type": "object",
  "required": [
    "meetings"
  ],
  "additionalProperties": false,
  "properties": {
    "meetings": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "clientId",
          "title",
          "description",
          "scheduledAt",
          "durationMinutes",
          "status",
          "createdAt",
          "videoUrl",
          "bookedBy"
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
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "description": {
            "oneOf": [
              {
                "type": "string",
                "maxLength": 2000
              },
              {
                "type": "null"
              }
            ]
          },
          "scheduledAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "durationMinutes": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 1440
          },
          "status": {
            "type": "string",
            "enum": [
              "scheduled",
              "completed",
              "cancelled"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "videoUrl": {
            "oneOf": [
              {
                "type": "string",
                "minLength": 9,
                "maxLength": 2048,
                "pattern": "^https://[^\\s]+$"
              },
              {
                "type": "null"
              }
            ]
          },
          "bookedBy": {
            "type": "string",
            "enum": [
              "team",
              "client"
            ]
          }
        }
      }
    }
  }
} as const;

export const LiveAuthFrame = {
  "type": "object",
  "required": [
    "type",
    "token"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "auth"
    },
    "token": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4096
    }
  }
} as const;

export const LiveSubscribeFrame = {
  "type": "object",
  "required": [
    "type"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "subscribe"
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "afterSeq": {
      "type": "integer",
      "format": "int64",
      "minimum": 0,
      "maximum": 9007199254740991
    }
  }
} as const;

export const LiveMessageFrame = {
  "type": "object",
  "required": [
    "type",
    "message"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "message"
    },
    "message": {
      "type": "object",
      "required": [
        "id",
        "seq",
        "clientId",
        "senderType",
        "senderName",
        "message",
        "createdAt",
        "readByClientAt",
        "readByTeamAt"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "seq": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "senderType": {
          "type": "string",
          "enum": [
            "client",
            "team"
          ]
        },
        "senderName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 254
        },
        "message": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4000
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "readByClientAt": {
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
        "readByTeamAt": {
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
        "attachments": {
          "type": "array",
          "maxItems": 10,
          "items": {
            "type": "object",
            "required": [
              "fileId",
              "name",
              "size",
              "contentType"
            ],
            "additionalProperties": false,
            "properties": {
              "fileId": {
                "type": "string",
                "format": "uuid",
                "maxLength": 36
              },
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              },
              "size": {
                "type": "integer",
                "format": "int64",
                "minimum": 1,
                "maximum": 26214400
              },
              "contentType": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              }
            }
          }
        }
      }
    }
  }
} as const;

export const LiveReadFrame = {
  "type": "object",
  "required": [
    "type",
    "clientId",
    "readBy",
    "upToSeq",
    "readAt"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "read"
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "readBy": {
      "type": "string",
      "enum": [
        "client",
        "team"
      ]
    },
    "upToSeq": {
      "type": "integer",
      "format": "int64",
      "minimum": 1,
      "maximum": 9007199254740991
    },
    "readAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const LiveMeetingFrame = {
  "type": "object",
  "required": [
    "type",
    "meeting"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "meeting"
    },
    "meeting": {
      "type": "object",
      "required": [
        "id",
        "clientId",
        "title",
        "description",
        "scheduledAt",
        "durationMinutes",
        "status",
        "createdAt",
        "videoUrl",
        "bookedBy"
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
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "oneOf": [
            {
              "type": "string",
              "maxLength": 2000
            },
            {
              "type": "null"
            }
          ]
        },
        "scheduledAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "durationMinutes": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 1440
        },
        "status": {
          "type": "string",
          "enum": [
            "scheduled",
            "completed",
            "cancelled"
          ]
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "videoUrl": {
          "oneOf": [
            {
              "type": "string",
              "minLength": 9,
              "maxLength": 2048,
              "pattern": "^https://[^\\s]+$"
            },
            {
              "type": "null"
            }
          ]
        },
        "bookedBy": {
          "type": "string",
          "enum": [
            "team",
            "client"
          ]
        }
      }
    }
  }
} as const;

export const LiveClientsChangedFrame = {
  "type": "object",
  "required": [
    "type",
    "clientId"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "clients-changed"
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    }
  }
} as const;

export const LiveProjectFrame = {
  "type": "object",
  "required": [
    "type",
    "clientId"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "project"
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    }
  }
} as const;

export const LiveTeamFrame = {
  "type": "object",
  "required": [
    "type",
    "clientId"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "team"
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    }
  }
} as const;

export const LiveSubscribedFrame = {
  "type": "object",
  "required": [
    "type",
    "clientId",
    "upToSeq"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "subscribed"
    },
    "clientId": {
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
    "upToSeq": {
      "type": "integer",
      "format": "int64",
      "minimum": 0,
      "maximum": 9007199254740991,
      "default": 0
    }
  }
} as const;

export const FileUpload = {
  "type": "object",
  "required": [
    "file"
  ],
  "properties": {
    "file": {
      "type": "string",
      "format": "binary",
      "maxLength": 26214400,
      "x-max-bytes": 26214400
    }
  }
} as const;

export const FileUploader = {
  "type": "object",
  "required": [
    "side",
    "name",
    "accountId"
  ],
  "additionalProperties": false,
  "properties": {
    "side": {
      "type": "string",
      "enum": [
        "client",
        "team"
      ]
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 254
    },
    "accountId": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100
    }
  }
} as const;

export const SharedFile = {
  "type": "object",
  "required": [
    "id",
    "clientId",
    "name",
    "size",
    "contentType",
    "uploadedBy",
    "createdAt",
    "messageId"
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
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "without folders or control characters.": null
    },
    "size": {
      "type": "integer",
      "format": "int64",
      "minimum": 1,
      "maximum": 26214400
    },
    "contentType": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "uploadedBy": {
      "type": "object",
      "required": [
        "side",
        "name",
        "accountId"
      ],
      "additionalProperties": false,
      "properties": {
        "side": {
          "type": "string",
          "enum": [
            "client",
            "team"
          ]
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 254
        },
        "accountId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100
        }
      }
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "messageId": {
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

export const FileList = {
  "type": "object",
  "required": [
    "clientId",
    "files",
    "usedBytes",
    "quotaBytes"
  ],
  "additionalProperties": false,
  "properties": {
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "files": {
      "type": "array",
      "maxItems": 100000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "clientId",
          "name",
          "size",
          "contentType",
          "uploadedBy",
          "createdAt",
          "messageId"
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
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "without folders or control characters.": null
          },
          "size": {
            "type": "integer",
            "format": "int64",
            "minimum": 1,
            "maximum": 26214400
          },
          "contentType": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "uploadedBy": {
            "type": "object",
            "required": [
              "side",
              "name",
              "accountId"
            ],
            "additionalProperties": false,
            "properties": {
              "side": {
                "type": "string",
                "enum": [
                  "client",
                  "team"
                ]
              },
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 254
              },
              "accountId": {
                "type": "string",
                "minLength": 1,
                "maxLength": 100
              }
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "messageId": {
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
      }
    },
    "usedBytes": {
      "type": "integer",
      "format": "int64",
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "quotaBytes": {
      "type": "integer",
      "format": "int64",
      "minimum": 1,
      "maximum": 9007199254740991
    }
  }
} as const;

export const FileLink = {
  "type": "object",
  "required": [
    "url",
    "expiresAt"
  ],
  "additionalProperties": false,
  "properties": {
    "url": {
      "type": "string",
      "minLength": 1,
      "maxLength": 500
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const LiveFileFrame = {
  "type": "object",
  "required": [
    "type",
    "change",
    "clientId",
    "fileId"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "file"
    },
    "change": {
      "type": "string",
      "enum": [
        "shared",
        "deleted"
      ]
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "fileId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    }
  }
} as const;

export const LiveBillingFrame = {
  "type": "object",
  "required": [
    "type",
    "clientId"
  ],
  "additionalProperties": false,
  "properties": {
    "type": {
      "type": "string",
      "const": "billing"
    },
    "clientId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    }
  }
} as const;

export const LiveServerFrame = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "type",
        "message"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "message"
        },
        "message": {
          "type": "object",
          "required": [
            "id",
            "seq",
            "clientId",
            "senderType",
            "senderName",
            "message",
            "createdAt",
            "readByClientAt",
            "readByTeamAt"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "maxLength": 36
            },
            "seq": {
              "type": "integer",
              "format": "int64",
              "minimum": 1,
              "maximum": 9007199254740991
            },
            "clientId": {
              "type": "string",
              "format": "uuid",
              "maxLength": 36
            },
            "senderType": {
              "type": "string",
              "enum": [
                "client",
                "team"
              ]
            },
            "senderName": {
              "type": "string",
              "minLength": 1,
              "maxLength": 254
            },
            "message": {
              "type": "string",
              "minLength": 1,
              "maxLength": 4000
            },
            "createdAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "readByClientAt": {
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
            "readByTeamAt": {
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
            "attachments": {
              "type": "array",
              "maxItems": 10,
              "items": {
                "type": "object",
                "required": [
                  "fileId",
                  "name",
                  "size",
                  "contentType"
                ],
                "additionalProperties": false,
                "properties": {
                  "fileId": {
                    "type": "string",
                    "format": "uuid",
                    "maxLength": 36
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "size": {
                    "type": "integer",
                    "format": "int64",
                    "minimum": 1,
                    "maximum": 26214400
                  },
                  "contentType": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  }
                }
              }
            }
          }
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "clientId",
        "readBy",
        "upToSeq",
        "readAt"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "read"
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "readBy": {
          "type": "string",
          "enum": [
            "client",
            "team"
          ]
        },
        "upToSeq": {
          "type": "integer",
          "format": "int64",
          "minimum": 1,
          "maximum": 9007199254740991
        },
        "readAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "meeting"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "meeting"
        },
        "meeting": {
          "type": "object",
          "required": [
            "id",
            "clientId",
            "title",
            "description",
            "scheduledAt",
            "durationMinutes",
            "status",
            "createdAt",
            "videoUrl",
            "bookedBy"
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
            "title": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            },
            "description": {
              "oneOf": [
                {
                  "type": "string",
                  "maxLength": 2000
                },
                {
                  "type": "null"
                }
              ]
            },
            "scheduledAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "durationMinutes": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 1440
            },
            "status": {
              "type": "string",
              "enum": [
                "scheduled",
                "completed",
                "cancelled"
              ]
            },
            "createdAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "videoUrl": {
              "oneOf": [
                {
                  "type": "string",
                  "minLength": 9,
                  "maxLength": 2048,
                  "pattern": "^https://[^\\s]+$"
                },
                {
                  "type": "null"
                }
              ]
            },
            "bookedBy": {
              "type": "string",
              "enum": [
                "team",
                "client"
              ]
            }
          }
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "clientId"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "clients-changed"
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "clientId"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "project"
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "clientId",
        "upToSeq"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "subscribed"
        },
        "clientId": {
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
        "upToSeq": {
          "type": "integer",
          "format": "int64",
          "minimum": 0,
          "maximum": 9007199254740991,
          "default": 0
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "change",
        "clientId",
        "fileId"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "file"
        },
        "change": {
          "type": "string",
          "enum": [
            "shared",
            "deleted"
          ]
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "fileId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "clientId"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "billing"
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type",
        "clientId"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "team"
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    }
  ]
} as const;

export const LiveClientFrame = {
  "oneOf": [
    {
      "type": "object",
      "required": [
        "type",
        "token"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "auth"
        },
        "token": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096
        }
      }
    },
    {
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "type": "string",
          "const": "subscribe"
        },
        "clientId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "afterSeq": {
          "type": "integer",
          "format": "int64",
          "minimum": 0,
          "maximum": 9007199254740991
        }
      }
    }
  ]
} as const;

/** Each operation's JSON request body, by operationId. */
export const requestBodies = {
  "sendClientMessage": {
    "type": "object",
    "required": [
      "message"
    ],
    "additionalProperties": false,
    "properties": {
      "message": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "\\S"
      },
      "fileIds": {
        "type": "array",
        "maxItems": 10,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    }
  },
  "bookCall": {
    "type": "object",
    "required": [
      "startsAt"
    ],
    "additionalProperties": false,
    "properties": {
      "startsAt": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32
      }
    }
  },
  "rescheduleBooking": {
    "type": "object",
    "required": [
      "startsAt"
    ],
    "additionalProperties": false,
    "properties": {
      "startsAt": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32
      }
    }
  },
  "sendTeamMessage": {
    "type": "object",
    "required": [
      "message"
    ],
    "additionalProperties": false,
    "properties": {
      "message": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "\\S"
      },
      "fileIds": {
        "type": "array",
        "maxItems": 10,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    }
  },
  "updateMeeting": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S"
      },
      "scheduledAt": {
        "type": "string",
        "format": "date-time",
        "maxLength": 32
      },
      "durationMinutes": {
        "type": "integer",
        "format": "int32",
        "minimum": 5,
        "maximum": 480
      },
      "videoUrl": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 9,
            "maxLength": 2048,
            "pattern": "^https://[^\\s]+$"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  }
} as const;
