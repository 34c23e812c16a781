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

export const Phone = {
  "type": "string",
  "minLength": 1,
  "maxLength": 40,
  "pattern": "^[0-9+()./ x-]*[0-9][0-9+()./ x-]*$"
} as const;

export const ShortText = {
  "type": "string",
  "maxLength": 160,
  "pattern": "^[^\\x00]*$"
} as const;

export const LongText = {
  "type": "string",
  "maxLength": 4000,
  "pattern": "^[^\\x00]*$"
} as const;

export const RequiredShortText = {
  "type": "string",
  "minLength": 1,
  "maxLength": 160,
  "pattern": "^[^\\x00]*\\S[^\\x00]*$"
} as const;

export const RequiredLongText = {
  "type": "string",
  "minLength": 1,
  "maxLength": 4000,
  "pattern": "^[^\\x00]*\\S[^\\x00]*$"
} as const;

export const Industry = {
  "type": "string",
  "enum": [
    "retail",
    "healthcare",
    "technology",
    "education",
    "hospitality",
    "professional",
    "other"
  ]
} as const;

export const Timeline = {
  "type": "string",
  "enum": [
    "immediate",
    "soon",
    "flexible",
    "planning"
  ]
} as const;

export const ProposalRequest = {
  "type": "object",
  "required": [
    "timeline",
    "goals",
    "email",
    "phone"
  ],
  "additionalProperties": false,
  "properties": {
    "businessName": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "industry": {
      "oneOf": [
        {
          "type": "string",
          "enum": [
            "retail",
            "healthcare",
            "technology",
            "education",
            "hospitality",
            "professional",
            "other"
          ]
        },
        {
          "type": "string",
          "enum": [
            ""
          ]
        }
      ]
    },
    "teamSize": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "existingTech": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "projectScope": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "timeline": {
      "type": "string",
      "enum": [
        "immediate",
        "soon",
        "flexible",
        "planning"
      ]
    },
    "budget": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "goals": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "challenges": {
      "type": "string",
      "maxLength": 4000,
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
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[0-9+()./ x-]*[0-9][0-9+()./ x-]*$"
    }
  }
} as const;

export const ProposalDetails = {
  "type": "object",
  "required": [
    "businessName",
    "industry",
    "teamSize",
    "existingTech",
    "projectScope",
    "timeline",
    "budget",
    "goals",
    "challenges"
  ],
  "additionalProperties": false,
  "properties": {
    "businessName": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "industry": {
      "oneOf": [
        {
          "type": "string",
          "enum": [
            "retail",
            "healthcare",
            "technology",
            "education",
            "hospitality",
            "professional",
            "other"
          ]
        },
        {
          "type": "string",
          "enum": [
            ""
          ]
        }
      ]
    },
    "teamSize": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "existingTech": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "projectScope": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "timeline": {
      "type": "string",
      "enum": [
        "immediate",
        "soon",
        "flexible",
        "planning"
      ]
    },
    "budget": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "goals": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "challenges": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    }
  }
} as const;

export const ApplicationStatus = {
  "type": "string",
  "enum": [
    "pending",
    "reviewing",
    "accepted",
    "rejected"
  ]
} as const;

export const StudyYear = {
  "type": "string",
  "enum": [
    "1",
    "2",
    "3",
    "4",
    "5+"
  ]
} as const;

export const Availability = {
  "type": "string",
  "enum": [
    "winter",
    "spring",
    "fall"
  ]
} as const;

export const Interest = {
  "type": "string",
  "enum": [
    "Social Media Marketing",
    "Web Development",
    "Content Creation",
    "Digital Marketing",
    "Business Strategy",
    "Graphic Design"
  ]
} as const;

export const ApplicationRequest = {
  "type": "object",
  "required": [
    "name",
    "email",
    "phone",
    "university",
    "program",
    "year",
    "experience",
    "availability",
    "motivation"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
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
    "university": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "program": {
      "type": "string",
      "minLength": 1,
      "maxLength": 160,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "year": {
      "type": "string",
      "enum": [
        "1",
        "2",
        "3",
        "4",
        "5+"
      ]
    },
    "experience": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    },
    "availability": {
      "type": "string",
      "enum": [
        "winter",
        "spring",
        "fall"
      ]
    },
    "interests": {
      "type": "array",
      "uniqueItems": true,
      "maxItems": 6,
      "items": {
        "type": "string",
        "enum": [
          "Social Media Marketing",
          "Web Development",
          "Content Creation",
          "Digital Marketing",
          "Business Strategy",
          "Graphic Design"
        ]
      }
    },
    "motivation": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000,
      "pattern": "^[^\\x00]*\\S[^\\x00]*$"
    }
  }
} as const;

export const ApplicationReceipt = {
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

export const Application = {
  "type": "object",
  "required": [
    "id",
    "name",
    "email",
    "phone",
    "university",
    "program",
    "year",
    "experience",
    "availability",
    "interests",
    "motivation",
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
    "name": {
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
      "pattern": "^[0-9+()./ x-]*$"
    },
    "university": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "program": {
      "type": "string",
      "maxLength": 160,
      "pattern": "^[^\\x00]*$"
    },
    "year": {
      "type": "string",
      "enum": [
        "1",
        "2",
        "3",
        "4",
        "5+"
      ]
    },
    "experience": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "availability": {
      "type": "string",
      "enum": [
        "winter",
        "spring",
        "fall"
      ]
    },
    "interests": {
      "type": "array",
      "maxItems": 6,
      "items": {
        "type": "string",
        "enum": [
          "Social Media Marketing",
          "Web Development",
          "Content Creation",
          "Digital Marketing",
          "Business Strategy",
          "Graphic Design"
        ]
      }
    },
    "motivation": {
      "type": "string",
      "maxLength": 4000,
      "pattern": "^[^\\x00]*$"
    },
    "status": {
      "type": "string",
      "enum": [
        "pending",
        "reviewing",
        "accepted",
        "rejected"
      ]
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const ApplicationPage = {
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
          "name",
          "email",
          "phone",
          "university",
          "program",
          "year",
          "experience",
          "availability",
          "interests",
          "motivation",
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
          "name": {
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
            "pattern": "^[0-9+()./ x-]*$"
          },
          "university": {
            "type": "string",
            "maxLength": 160,
            "pattern": "^[^\\x00]*$"
          },
          "program": {
            "type": "string",
            "maxLength": 160,
            "pattern": "^[^\\x00]*$"
          },
          "year": {
            "type": "string",
            "enum": [
              "1",
              "2",
              "3",
              "4",
              "5+"
            ]
          },
          "experience": {
            "type": "string",
            "maxLength": 4000,
            "pattern": "^[^\\x00]*$"
          },
          "availability": {
            "type": "string",
            "enum": [
              "winter",
              "spring",
              "fall"
            ]
          },
          "interests": {
            "type": "array",
            "maxItems": 6,
            "items": {
              "type": "string",
              "enum": [
                "Social Media Marketing",
                "Web Development",
                "Content Creation",
                "Digital Marketing",
                "Business Strategy",
                "Graphic Design"
              ]
            }
          },
          "motivation": {
            "type": "string",
            "maxLength": 4000,
            "pattern": "^[^\\x00]*$"
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "reviewing",
              "accepted",
              "rejected"
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

export const LeadEntry = {
  "type": "object",
  "required": [
    "kind",
    "createdAt",
    "inquiry",
    "application"
  ],
  "additionalProperties": false,
  "properties": {
    "kind": {
      "type": "string",
      "enum": [
        "inquiry",
        "proposal",
        "application"
      ]
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "inquiry": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "situationType",
            "name",
            "email",
            "phone",
            "preferredTime",
            "status",
            "createdAt",
            "details"
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
            },
            "details": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "businessName",
                    "industry",
                    "teamSize",
                    "existingTech",
                    "projectScope",
                    "timeline",
                    "budget",
                    "goals",
                    "challenges"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "businessName": {
                      "type": "string",
                      "maxLength": 160,
                      "pattern": "^[^\\x00]*$"
                    },
                    "industry": {
                      "oneOf": [
                        {
                          "type": "string",
                          "enum": [
                            "retail",
                            "healthcare",
                            "technology",
                            "education",
                            "hospitality",
                            "professional",
                            "other"
                          ]
                        },
                        {
                          "type": "string",
                          "enum": [
                            ""
                          ]
                        }
                      ]
                    },
                    "teamSize": {
                      "type": "string",
                      "maxLength": 160,
                      "pattern": "^[^\\x00]*$"
                    },
                    "existingTech": {
                      "type": "string",
                      "maxLength": 4000,
                      "pattern": "^[^\\x00]*$"
                    },
                    "projectScope": {
                      "type": "string",
                      "maxLength": 4000,
                      "pattern": "^[^\\x00]*$"
                    },
                    "timeline": {
                      "type": "string",
                      "enum": [
                        "immediate",
                        "soon",
                        "flexible",
                        "planning"
                      ]
                    },
                    "budget": {
                      "type": "string",
                      "maxLength": 160,
                      "pattern": "^[^\\x00]*$"
                    },
                    "goals": {
                      "type": "string",
                      "maxLength": 4000,
                      "pattern": "^[^\\x00]*$"
                    },
                    "challenges": {
                      "type": "string",
                      "maxLength": 4000,
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
        },
        {
          "type": "null"
        }
      ]
    },
    "application": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "name",
            "email",
            "phone",
            "university",
            "program",
            "year",
            "experience",
            "availability",
            "interests",
            "motivation",
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
            "name": {
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
              "pattern": "^[0-9+()./ x-]*$"
            },
            "university": {
              "type": "string",
              "maxLength": 160,
              "pattern": "^[^\\x00]*$"
            },
            "program": {
              "type": "string",
              "maxLength": 160,
              "pattern": "^[^\\x00]*$"
            },
            "year": {
              "type": "string",
              "enum": [
                "1",
                "2",
                "3",
                "4",
                "5+"
              ]
            },
            "experience": {
              "type": "string",
              "maxLength": 4000,
              "pattern": "^[^\\x00]*$"
            },
            "availability": {
              "type": "string",
              "enum": [
                "winter",
                "spring",
                "fall"
              ]
            },
            "interests": {
              "type": "array",
              "maxItems": 6,
              "items": {
                "type": "string",
                "enum": [
                  "Social Media Marketing",
                  "Web Development",
                  "Content Creation",
                  "Digital Marketing",
                  "Business Strategy",
                  "Graphic Design"
                ]
              }
            },
            "motivation": {
              "type": "string",
              "maxLength": 4000,
              "pattern": "^[^\\x00]*$"
            },
            "status": {
              "type": "string",
              "enum": [
                "pending",
                "reviewing",
                "accepted",
                "rejected"
              ]
            },
            "createdAt": {
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
    }
  }
} as const;

export const LeadHistory = {
  "type": "object",
  "required": [
    "email",
    "items"
  ],
  "additionalProperties": false,
  "properties": {
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 3,
      "maxLength": 254
    },
    "items": {
      "type": "array",
      "maxItems": 200,
      "items": {
        "type": "object",
        "required": [
          "kind",
          "createdAt",
          "inquiry",
          "application"
        ],
        "additionalProperties": false,
        "properties": {
          "kind": {
            "type": "string",
            "enum": [
              "inquiry",
              "proposal",
              "application"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "inquiry": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "id",
                  "situationType",
                  "name",
                  "email",
                  "phone",
                  "preferredTime",
                  "status",
                  "createdAt",
                  "details"
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
                  },
                  "details": {
                    "oneOf": [
                      {
                        "type": "object",
                        "required": [
                          "businessName",
                          "industry",
                          "teamSize",
                          "existingTech",
                          "projectScope",
                          "timeline",
                          "budget",
                          "goals",
                          "challenges"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "businessName": {
                            "type": "string",
                            "maxLength": 160,
                            "pattern": "^[^\\x00]*$"
                          },
                          "industry": {
                            "oneOf": [
                              {
                                "type": "string",
                                "enum": [
                                  "retail",
                                  "healthcare",
                                  "technology",
                                  "education",
                                  "hospitality",
                                  "professional",
                                  "other"
                                ]
                              },
                              {
                                "type": "string",
                                "enum": [
                                  ""
                                ]
                              }
                            ]
                          },
                          "teamSize": {
                            "type": "string",
                            "maxLength": 160,
                            "pattern": "^[^\\x00]*$"
                          },
                          "existingTech": {
                            "type": "string",
                            "maxLength": 4000,
                            "pattern": "^[^\\x00]*$"
                          },
                          "projectScope": {
                            "type": "string",
                            "maxLength": 4000,
                            "pattern": "^[^\\x00]*$"
                          },
                          "timeline": {
                            "type": "string",
                            "enum": [
                              "immediate",
                              "soon",
                              "flexible",
                              "planning"
                            ]
                          },
                          "budget": {
                            "type": "string",
                            "maxLength": 160,
                            "pattern": "^[^\\x00]*$"
                          },
                          "goals": {
                            "type": "string",
                            "maxLength": 4000,
                            "pattern": "^[^\\x00]*$"
                          },
                          "challenges": {
                            "type": "string",
                            "maxLength": 4000,
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
              },
              {
                "type": "null"
              }
            ]
          },
          "application": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "id",
                  "name",
                  "email",
                  "phone",
                  "university",
                  "program",
                  "year",
                  "experience",
                  "availability",
                  "interests",
                  "motivation",
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
                  "name": {
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
                    "pattern": "^[0-9+()./ x-]*$"
                  },
                  "university": {
                    "type": "string",
                    "maxLength": 160,
                    "pattern": "^[^\\x00]*$"
                  },
                  "program": {
                    "type": "string",
                    "maxLength": 160,
                    "pattern": "^[^\\x00]*$"
                  },
                  "year": {
                    "type": "string",
                    "enum": [
                      "1",
                      "2",
                      "3",
                      "4",
                      "5+"
                    ]
                  },
                  "experience": {
                    "type": "string",
                    "maxLength": 4000,
                    "pattern": "^[^\\x00]*$"
                  },
                  "availability": {
                    "type": "string",
                    "enum": [
                      "winter",
                      "spring",
                      "fall"
                    ]
                  },
                  "interests": {
                    "type": "array",
                    "maxItems": 6,
                    "items": {
                      "type": "string",
                      "enum": [
                        "Social Media Marketing",
                        "Web Development",
                        "Content Creation",
                        "Digital Marketing",
                        "Business Strategy",
                        "Graphic Design"
                      ]
                    }
                  },
                  "motivation": {
                    "type": "string",
                    "maxLength": 4000,
                    "pattern": "^[^\\x00]*$"
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "pending",
                      "reviewing",
                      "accepted",
                      "rejected"
                    ]
                  },
                  "createdAt": {
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
          }
        }
      }
    }
  }
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
    "createdAt",
    "details"
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
    },
    "details": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "businessName",
            "industry",
            "teamSize",
            "existingTech",
            "projectScope",
            "timeline",
            "budget",
            "goals",
            "challenges"
          ],
          "additionalProperties": false,
          "properties": {
            "businessName": {
              "type": "string",
              "maxLength": 160,
              "pattern": "^[^\\x00]*$"
            },
            "industry": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "retail",
                    "healthcare",
                    "technology",
                    "education",
                    "hospitality",
                    "professional",
                    "other"
                  ]
                },
                {
                  "type": "string",
                  "enum": [
                    ""
                  ]
                }
              ]
            },
            "teamSize": {
              "type": "string",
              "maxLength": 160,
              "pattern": "^[^\\x00]*$"
            },
            "existingTech": {
              "type": "string",
              "maxLength": 4000,
              "pattern": "^[^\\x00]*$"
            },
            "projectScope": {
              "type": "string",
              "maxLength": 4000,
              "pattern": "^[^\\x00]*$"
            },
            "timeline": {
              "type": "string",
              "enum": [
                "immediate",
                "soon",
                "flexible",
                "planning"
              ]
            },
            "budget": {
              "type": "string",
              "maxLength": 160,
              "pattern": "^[^\\x00]*$"
            },
            "goals": {
              "type": "string",
              "maxLength": 4000,
              "pattern": "^[^\\x00]*$"
            },
            "challenges": {
              "type": "string",
              "maxLength": 4000,
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
          "createdAt",
          "details"
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
          },
          "details": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "businessName",
                  "industry",
                  "teamSize",
                  "existingTech",
                  "projectScope",
                  "timeline",
                  "budget",
                  "goals",
                  "challenges"
                ],
                "additionalProperties": false,
                "properties": {
                  "businessName": {
                    "type": "string",
                    "maxLength": 160,
                    "pattern": "^[^\\x00]*$"
                  },
                  "industry": {
                    "oneOf": [
                      {
                        "type": "string",
                        "enum": [
                          "retail",
                          "healthcare",
                          "technology",
                          "education",
                          "hospitality",
                          "professional",
                          "other"
                        ]
                      },
                      {
                        "type": "string",
                        "enum": [
                          ""
                        ]
                      }
                    ]
                  },
                  "teamSize": {
                    "type": "string",
                    "maxLength": 160,
                    "pattern": "^[^\\x00]*$"
                  },
                  "existingTech": {
                    "type": "string",
                    "maxLength": 4000,
                    "pattern": "^[^\\x00]*$"
                  },
                  "projectScope": {
                    "type": "string",
                    "maxLength": 4000,
                    "pattern": "^[^\\x00]*$"
                  },
                  "timeline": {
                    "type": "string",
                    "enum": [
                      "immediate",
                      "soon",
                      "flexible",
                      "planning"
                    ]
                  },
                  "budget": {
                    "type": "string",
                    "maxLength": 160,
                    "pattern": "^[^\\x00]*$"
                  },
                  "goals": {
                    "type": "string",
                    "maxLength": 4000,
                    "pattern": "^[^\\x00]*$"
                  },
                  "challenges": {
                    "type": "string",
                    "maxLength": 4000,
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
  "submitProposal": {
    "type": "object",
    "required": [
      "timeline",
      "goals",
      "email",
      "phone"
    ],
    "additionalProperties": false,
    "properties": {
      "businessName": {
        "type": "string",
        "maxLength": 160,
        "pattern": "^[^\\x00]*$"
      },
      "industry": {
        "oneOf": [
          {
            "type": "string",
            "enum": [
              "retail",
              "healthcare",
              "technology",
              "education",
              "hospitality",
              "professional",
              "other"
            ]
          },
          {
            "type": "string",
            "enum": [
              ""
            ]
          }
        ]
      },
      "teamSize": {
        "type": "string",
        "maxLength": 160,
        "pattern": "^[^\\x00]*$"
      },
      "existingTech": {
        "type": "string",
        "maxLength": 4000,
        "pattern": "^[^\\x00]*$"
      },
      "projectScope": {
        "type": "string",
        "maxLength": 4000,
        "pattern": "^[^\\x00]*$"
      },
      "timeline": {
        "type": "string",
        "enum": [
          "immediate",
          "soon",
          "flexible",
          "planning"
        ]
      },
      "budget": {
        "type": "string",
        "maxLength": 160,
        "pattern": "^[^\\x00]*$"
      },
      "goals": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      },
      "challenges": {
        "type": "string",
        "maxLength": 4000,
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
        "minLength": 1,
        "maxLength": 40,
        "pattern": "^[0-9+()./ x-]*[0-9][0-9+()./ x-]*$"
      }
    }
  },
  "submitApplication": {
    "type": "object",
    "required": [
      "name",
      "email",
      "phone",
      "university",
      "program",
      "year",
      "experience",
      "availability",
      "motivation"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
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
      "university": {
        "type": "string",
        "minLength": 1,
        "maxLength": 160,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      },
      "program": {
        "type": "string",
        "minLength": 1,
        "maxLength": 160,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      },
      "year": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3",
          "4",
          "5+"
        ]
      },
      "experience": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
      },
      "availability": {
        "type": "string",
        "enum": [
          "winter",
          "spring",
          "fall"
        ]
      },
      "interests": {
        "type": "array",
        "uniqueItems": true,
        "maxItems": 6,
        "items": {
          "type": "string",
          "enum": [
            "Social Media Marketing",
            "Web Development",
            "Content Creation",
            "Digital Marketing",
            "Business Strategy",
            "Graphic Design"
          ]
        }
      },
      "motivation": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "^[^\\x00]*\\S[^\\x00]*$"
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
  },
  "updateApplicationStatus": {
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
          "reviewing",
          "accepted",
          "rejected"
        ]
      }
    }
  }
} as const;
