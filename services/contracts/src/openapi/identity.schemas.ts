// Generated from openapi/identity.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const Account = {
  "type": "object",
  "required": [
    "id",
    "email",
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
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "name": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 80,
          "pattern": "\\S"
        },
        {
          "type": "null"
        }
      ]
    },
    "role": {
      "type": "string",
      "enum": [
        "admin",
        "member",
        "client"
      ]
    },
    "pendingEmail": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "timeZone": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[A-Za-z0-9_+/-]+$"
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const AccountSession = {
  "type": "object",
  "required": [
    "id",
    "device",
    "address",
    "place",
    "signedInAt",
    "lastSeenAt",
    "current"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "device": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "address": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 64,
          "pattern": "\\S"
        },
        {
          "type": "null"
        }
      ]
    },
    "place": {
      "oneOf": [
        {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        {
          "type": "null"
        }
      ]
    },
    "signedInAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "lastSeenAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "current": {
      "type": "boolean"
    }
  }
} as const;

export const CurrentPassword = {
  "type": "string",
  "format": "password",
  "minLength": 1,
  "maxLength": 256
} as const;

export const DisplayName = {
  "type": "string",
  "minLength": 1,
  "maxLength": 80,
  "pattern": "\\S"
} as const;

export const EmailChanged = {
  "type": "object",
  "required": [
    "email"
  ],
  "additionalProperties": false,
  "properties": {
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    }
  }
} as const;

export const AccessCode = {
  "type": "string",
  "minLength": 1,
  "maxLength": 20,
  "pattern": "^[\\x20-\\x7E]+$"
} as const;

export const NewPassword = {
  "type": "string",
  "format": "password",
  "minLength": 8,
  "maxLength": 256
} as const;

export const PasswordResetAccepted = {
  "type": "object",
  "required": [
    "status"
  ],
  "additionalProperties": false,
  "properties": {
    "status": {
      "type": "string",
      "enum": [
        "accepted"
      ]
    }
  }
} as const;

export const TimeZone = {
  "type": "string",
  "minLength": 1,
  "maxLength": 64,
  "pattern": "^[A-Za-z0-9_+/-]+$"
} as const;

export const Role = {
  "type": "string",
  "enum": [
    "admin",
    "member",
    "client"
  ]
} as const;

export const User = {
  "type": "object",
  "required": [
    "id",
    "email",
    "role"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "role": {
      "type": "string",
      "enum": [
        "admin",
        "member",
        "client"
      ]
    },
    "name": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "timeZone": {
      "type": "string",
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_+/-]+$"
    }
  }
} as const;

export const Session = {
  "type": "object",
  "required": [
    "accessToken",
    "expiresIn",
    "user"
  ],
  "additionalProperties": false,
  "properties": {
    "accessToken": {
      "type": "string",
      "maxLength": 4096,
      "pattern": "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$"
    },
    "expiresIn": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 86400
    },
    "user": {
      "type": "object",
      "required": [
        "id",
        "email",
        "role"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "email": {
          "type": "string",
          "format": "email",
          "minLength": 3,
          "maxLength": 254
        },
        "role": {
          "type": "string",
          "enum": [
            "admin",
            "member",
            "client"
          ]
        },
        "name": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "timeZone": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[A-Za-z0-9_+/-]+$"
        }
      }
    }
  }
} as const;

export const TeamRole = {
  "type": "string",
  "enum": [
    "admin",
    "member"
  ]
} as const;

export const TeamMemberStatus = {
  "type": "string",
  "enum": [
    "active",
    "deactivated"
  ]
} as const;

export const InvitationToken = {
  "type": "string",
  "minLength": 1,
  "maxLength": 512,
  "pattern": "^[\\x21-\\x7E]+$"
} as const;

export const TeamMember = {
  "type": "object",
  "required": [
    "id",
    "email",
    "role",
    "status",
    "lastSignInAt",
    "createdAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "name": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "role": {
      "type": "string",
      "enum": [
        "admin",
        "member"
      ]
    },
    "status": {
      "type": "string",
      "enum": [
        "active",
        "deactivated"
      ]
    },
    "lastSignInAt": {
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
    }
  }
} as const;

export const TeamInvitation = {
  "type": "object",
  "required": [
    "id",
    "email",
    "name",
    "role",
    "invitedAt",
    "expiresAt",
    "expired"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "name": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "role": {
      "type": "string",
      "enum": [
        "admin",
        "member"
      ]
    },
    "invitedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "expired": {
      "type": "boolean"
    }
  }
} as const;

export const Team = {
  "type": "object",
  "required": [
    "members",
    "invitations"
  ],
  "additionalProperties": false,
  "properties": {
    "members": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "email",
          "role",
          "status",
          "lastSignInAt",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "email": {
            "type": "string",
            "format": "email",
            "minLength": 3,
            "maxLength": 254
          },
          "name": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "role": {
            "type": "string",
            "enum": [
              "admin",
              "member"
            ]
          },
          "status": {
            "type": "string",
            "enum": [
              "active",
              "deactivated"
            ]
          },
          "lastSignInAt": {
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
          }
        }
      }
    },
    "invitations": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "id",
          "email",
          "name",
          "role",
          "invitedAt",
          "expiresAt",
          "expired"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "email": {
            "type": "string",
            "format": "email",
            "minLength": 3,
            "maxLength": 254
          },
          "name": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
          },
          "role": {
            "type": "string",
            "enum": [
              "admin",
              "member"
            ]
          },
          "invitedAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "expired": {
            "type": "boolean"
          }
        }
      }
    }
  }
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
      "maxLength": 80,
      "pattern": "\\S",
      "else the e-mail's local part.": null
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

export const NewTeamInvitation = {
  "type": "object",
  "required": [
    "email",
    "name",
    "role"
  ],
  "additionalProperties": false,
  "properties": {
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
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

export const InvitationDetails = {
  "type": "object",
  "required": [
    "email",
    "name",
    "role",
    "expiresAt"
  ],
  "additionalProperties": false,
  "properties": {
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "name": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
    },
    "role": {
      "type": "string",
      "enum": [
        "admin",
        "member"
      ]
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

/** Each operation's JSON request body, by operationId. */
export const requestBodies = {
  "login": {
    "type": "object",
    "required": [
      "email",
      "password"
    ],
    "additionalProperties": false,
    "properties": {
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "password": {
        "type": "string",
        "format": "password",
        "minLength": 1,
        "maxLength": 256
      }
    }
  },
  "register": {
    "type": "object",
    "required": [
      "accessCode",
      "email",
      "password"
    ],
    "additionalProperties": false,
    "properties": {
      "accessCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 20,
        "pattern": "^[\\x20-\\x7E]+$"
      },
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "password": {
        "type": "string",
        "format": "password",
        "minLength": 8,
        "maxLength": 256
      }
    }
  },
  "signInWithAccessCode": {
    "type": "object",
    "required": [
      "code"
    ],
    "additionalProperties": false,
    "properties": {
      "code": {
        "type": "string",
        "minLength": 1,
        "maxLength": 20,
        "pattern": "^[\\x20-\\x7E]+$"
      }
    }
  },
  "requestPasswordReset": {
    "type": "object",
    "required": [
      "email"
    ],
    "additionalProperties": false,
    "properties": {
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      }
    }
  },
  "confirmPasswordReset": {
    "type": "object",
    "required": [
      "token",
      "password"
    ],
    "additionalProperties": false,
    "properties": {
      "token": {
        "type": "string",
        "minLength": 1,
        "maxLength": 512,
        "pattern": "^[\\x21-\\x7E]+$"
      },
      "password": {
        "type": "string",
        "format": "password",
        "minLength": 8,
        "maxLength": 256
      }
    }
  },
  "changeTeamMemberRole": {
    "type": "object",
    "required": [
      "role"
    ],
    "additionalProperties": false,
    "properties": {
      "role": {
        "type": "string",
        "enum": [
          "admin",
          "member"
        ]
      }
    }
  },
  "inviteTeamMember": {
    "type": "object",
    "required": [
      "email",
      "name",
      "role"
    ],
    "additionalProperties": false,
    "properties": {
      "email": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
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
  },
  "lookUpTeamInvitation": {
    "type": "object",
    "required": [
      "token"
    ],
    "additionalProperties": false,
    "properties": {
      "token": {
        "type": "string",
        "minLength": 1,
        "maxLength": 512,
        "pattern": "^[\\x21-\\x7E]+$"
      }
    }
  },
  "acceptTeamInvitation": {
    "type": "object",
    "required": [
      "token",
      "name",
      "password"
    ],
    "additionalProperties": false,
    "properties": {
      "token": {
        "type": "string",
        "minLength": 1,
        "maxLength": 512,
        "pattern": "^[\\x21-\\x7E]+$"
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "\\S"
      },
      "password": {
        "type": "string",
        "format": "password",
        "minLength": 8,
        "maxLength": 256
      }
    }
  },
  "renameAccount": {
    "type": "object",
    "required": [
      "name"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "\\S"
      }
    }
  },
  "setAccountTimeZone": {
    "type": "object",
    "required": [
      "timeZone"
    ],
    "additionalProperties": false,
    "properties": {
      "timeZone": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "^[A-Za-z0-9_+/-]+$"
          },
          {
            "type": "null"
          }
        ]
      }
    }
  },
  "changePassword": {
    "type": "object",
    "required": [
      "currentPassword",
      "newPassword"
    ],
    "additionalProperties": false,
    "properties": {
      "currentPassword": {
        "type": "string",
        "format": "password",
        "minLength": 1,
        "maxLength": 256
      },
      "newPassword": {
        "type": "string",
        "format": "password",
        "minLength": 8,
        "maxLength": 256
      }
    }
  },
  "requestEmailChange": {
    "type": "object",
    "required": [
      "newEmail",
      "currentPassword"
    ],
    "additionalProperties": false,
    "properties": {
      "newEmail": {
        "type": "string",
        "format": "email",
        "minLength": 3,
        "maxLength": 254
      },
      "currentPassword": {
        "type": "string",
        "format": "password",
        "minLength": 1,
        "maxLength": 256
      }
    }
  },
  "confirmEmailChange": {
    "type": "object",
    "required": [
      "token"
    ],
    "additionalProperties": false,
    "properties": {
      "token": {
        "type": "string",
        "minLength": 1,
        "maxLength": 512,
        "pattern": "^[\\x21-\\x7E]+$"
      }
    }
  }
} as const;
