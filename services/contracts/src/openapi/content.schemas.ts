// Generated from openapi/content.yaml by `npm run generate:api`. Do not edit.

// The component schemas of the contract, as data. Import as a namespace: `import * as leadsSchemas from …`.

export const PostVersionKind = {
  "type": "string",
  "enum": [
    "created",
    "updated",
    "revision",
    "revision-published",
    "restored"
  ]
} as const;

export const PostVersionField = {
  "type": "string",
  "enum": [
    "title",
    "slug",
    "authorId",
    "coverImage",
    "excerpt",
    "content",
    "published",
    "featured",
    "categoryId",
    "tags",
    "seoTitle",
    "seoDescription"
  ]
} as const;

export const PostVersionSummary = {
  "type": "object",
  "required": [
    "id",
    "number",
    "kind",
    "changed",
    "savedAt",
    "savedBy",
    "restoredFrom"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "number": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 2147483647
    },
    "kind": {
      "type": "string",
      "enum": [
        "created",
        "updated",
        "revision",
        "revision-published",
        "restored"
      ]
    },
    "changed": {
      "type": "array",
      "maxItems": 12,
      "items": {
        "type": "string",
        "enum": [
          "title",
          "slug",
          "authorId",
          "coverImage",
          "excerpt",
          "content",
          "published",
          "featured",
          "categoryId",
          "tags",
          "seoTitle",
          "seoDescription"
        ]
      }
    },
    "savedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "savedBy": {
      "type": "object",
      "required": [
        "userId",
        "name"
      ],
      "additionalProperties": false,
      "properties": {
        "userId": {
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
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        }
      }
    },
    "restoredFrom": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "number",
            "savedAt"
          ],
          "additionalProperties": false,
          "properties": {
            "number": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 2147483647
            },
            "savedAt": {
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

export const PostVersion = {
  "type": "object",
  "required": [
    "version",
    "fields"
  ],
  "additionalProperties": false,
  "properties": {
    "version": {
      "type": "object",
      "required": [
        "id",
        "number",
        "kind",
        "changed",
        "savedAt",
        "savedBy",
        "restoredFrom"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "number": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 2147483647
        },
        "kind": {
          "type": "string",
          "enum": [
            "created",
            "updated",
            "revision",
            "revision-published",
            "restored"
          ]
        },
        "changed": {
          "type": "array",
          "maxItems": 12,
          "items": {
            "type": "string",
            "enum": [
              "title",
              "slug",
              "authorId",
              "coverImage",
              "excerpt",
              "content",
              "published",
              "featured",
              "categoryId",
              "tags",
              "seoTitle",
              "seoDescription"
            ]
          }
        },
        "savedAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "savedBy": {
          "type": "object",
          "required": [
            "userId",
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "userId": {
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
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            }
          }
        },
        "restoredFrom": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "number",
                "savedAt"
              ],
              "additionalProperties": false,
              "properties": {
                "number": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 2147483647
                },
                "savedAt": {
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
    },
    "fields": {
      "type": "object",
      "required": [
        "title",
        "slug",
        "authorId",
        "coverImage",
        "excerpt",
        "content",
        "published",
        "featured"
      ],
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "\\S"
        },
        "slug": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
        },
        "authorId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "coverImage": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "excerpt": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000,
          "pattern": "\\S"
        },
        "content": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100000,
          "pattern": "\\S"
        },
        "published": {
          "type": "boolean"
        },
        "featured": {
          "type": "boolean"
        },
        "categoryId": {
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
        "tags": {
          "type": "array",
          "maxItems": 20,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "\\S"
          }
        },
        "seoTitle": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 70
        },
        "seoDescription": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 160
        }
      }
    }
  }
} as const;

export const PostVersionPage = {
  "type": "object",
  "required": [
    "items",
    "total",
    "page",
    "limit"
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
          "number",
          "kind",
          "changed",
          "savedAt",
          "savedBy",
          "restoredFrom"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "number": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 2147483647
          },
          "kind": {
            "type": "string",
            "enum": [
              "created",
              "updated",
              "revision",
              "revision-published",
              "restored"
            ]
          },
          "changed": {
            "type": "array",
            "maxItems": 12,
            "items": {
              "type": "string",
              "enum": [
                "title",
                "slug",
                "authorId",
                "coverImage",
                "excerpt",
                "content",
                "published",
                "featured",
                "categoryId",
                "tags",
                "seoTitle",
                "seoDescription"
              ]
            }
          },
          "savedAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "savedBy": {
            "type": "object",
            "required": [
              "userId",
              "name"
            ],
            "additionalProperties": false,
            "properties": {
              "userId": {
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
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 120
              }
            }
          },
          "restoredFrom": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "number",
                  "savedAt"
                ],
                "additionalProperties": false,
                "properties": {
                  "number": {
                    "type": "integer",
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 2147483647
                  },
                  "savedAt": {
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
      "maximum": 10000
    },
    "limit": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 100
    }
  }
} as const;

export const PreviewToken = {
  "type": "string",
  "minLength": 43,
  "maxLength": 43,
  "pattern": "^[A-Za-z0-9_-]{43}$"
} as const;

export const PreviewLink = {
  "type": "object",
  "required": [
    "id",
    "createdAt",
    "expiresAt",
    "createdBy"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "createdBy": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    }
  }
} as const;

export const NewPreviewLink = {
  "type": "object",
  "required": [
    "link",
    "token",
    "path"
  ],
  "additionalProperties": false,
  "properties": {
    "link": {
      "type": "object",
      "required": [
        "id",
        "createdAt",
        "expiresAt",
        "createdBy"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "expiresAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "createdBy": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120,
          "pattern": "\\S"
        }
      }
    },
    "token": {
      "type": "string",
      "minLength": 43,
      "maxLength": 43,
      "pattern": "^[A-Za-z0-9_-]{43}$"
    },
    "path": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100,
      "pattern": "^/blog/preview/[A-Za-z0-9_-]{43}$"
    }
  }
} as const;

export const PostPreview = {
  "type": "object",
  "required": [
    "post",
    "pendingChange"
  ],
  "additionalProperties": false,
  "properties": {
    "post": {
      "type": "object",
      "required": [
        "id",
        "title",
        "slug",
        "excerpt",
        "content",
        "coverImage",
        "authorId",
        "author",
        "published",
        "featured",
        "category",
        "tags",
        "seo",
        "createdAt",
        "updatedAt",
        "publishedAt"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "slug": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
        },
        "excerpt": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000
        },
        "content": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100000
        },
        "coverImage": {
          "type": "object",
          "required": [
            "url",
            "width",
            "height"
          ],
          "additionalProperties": false,
          "properties": {
            "url": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048,
              "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
            },
            "width": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "height": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "srcset": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 1024
            }
          }
        },
        "authorId": {
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
        "author": {
          "type": "object",
          "required": [
            "name",
            "avatar"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            },
            "avatar": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "url",
                    "width",
                    "height"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "url": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 2048,
                      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                    },
                    "width": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 20000
                    },
                    "height": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "format": "int32",
                      "minimum": 1,
                      "maximum": 20000
                    },
                    "srcset": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 1024
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
        "published": {
          "type": "boolean"
        },
        "featured": {
          "type": "boolean"
        },
        "category": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "id",
                "name",
                "slug"
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
                "slug": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 80,
                  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
                }
              }
            },
            {
              "type": "null"
            }
          ]
        },
        "tags": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "object",
            "required": [
              "id",
              "name",
              "slug"
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
              "slug": {
                "type": "string",
                "minLength": 1,
                "maxLength": 80,
                "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
              }
            }
          }
        },
        "seo": {
          "type": "object",
          "required": [
            "title",
            "description"
          ],
          "additionalProperties": false,
          "properties": {
            "title": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 70
            },
            "description": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 160
            }
          }
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "maxLength": 32
        },
        "publishedAt": {
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
        "status": {
          "type": "string",
          "enum": [
            "draft",
            "in_review",
            "published"
          ]
        },
        "writer": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "userId",
                "email",
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "userId": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "email": {
                  "type": "string",
                  "format": "email",
                  "minLength": 1,
                  "maxLength": 254
                },
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 120
                }
              }
            },
            {
              "type": "null"
            }
          ]
        },
        "submittedAt": {
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
        "revisionStatus": {
          "oneOf": [
            {
              "type": "string",
              "enum": [
                "in_review",
                "returned"
              ]
            },
            {
              "type": "null"
            }
          ]
        },
        "scheduledFor": {
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
        "review": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "comment",
                "by",
                "at"
              ],
              "additionalProperties": false,
              "properties": {
                "comment": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 2000,
                  "pattern": "\\S"
                },
                "by": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 120
                },
                "at": {
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
        "revision": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "status",
                "fields",
                "writer",
                "submittedAt",
                "review"
              ],
              "additionalProperties": false,
              "properties": {
                "status": {
                  "type": "string",
                  "enum": [
                    "in_review",
                    "returned"
                  ]
                },
                "fields": {
                  "type": "object",
                  "required": [
                    "title",
                    "slug",
                    "authorId",
                    "coverImage",
                    "excerpt",
                    "content",
                    "published",
                    "featured"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "title": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "\\S"
                    },
                    "slug": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
                    },
                    "authorId": {
                      "type": "string",
                      "format": "uuid",
                      "maxLength": 36
                    },
                    "coverImage": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 2048,
                      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                    },
                    "excerpt": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 1000,
                      "pattern": "\\S"
                    },
                    "content": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 100000,
                      "pattern": "\\S"
                    },
                    "published": {
                      "type": "boolean"
                    },
                    "featured": {
                      "type": "boolean"
                    },
                    "categoryId": {
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
                    "tags": {
                      "type": "array",
                      "maxItems": 20,
                      "uniqueItems": true,
                      "items": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 80,
                        "pattern": "\\S"
                      }
                    },
                    "seoTitle": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 70
                    },
                    "seoDescription": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "maxLength": 160
                    }
                  }
                },
                "writer": {
                  "type": "object",
                  "required": [
                    "userId",
                    "email",
                    "name"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "userId": {
                      "type": "string",
                      "format": "uuid",
                      "maxLength": 36
                    },
                    "email": {
                      "type": "string",
                      "format": "email",
                      "minLength": 1,
                      "maxLength": 254
                    },
                    "name": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 120
                    }
                  }
                },
                "submittedAt": {
                  "type": "string",
                  "format": "date-time",
                  "maxLength": 32
                },
                "review": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "comment",
                        "by",
                        "at"
                      ],
                      "additionalProperties": false,
                      "properties": {
                        "comment": {
                          "type": "string",
                          "minLength": 1,
                          "maxLength": 2000,
                          "pattern": "\\S"
                        },
                        "by": {
                          "type": "string",
                          "minLength": 1,
                          "maxLength": 120
                        },
                        "at": {
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
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "pendingChange": {
      "type": "boolean"
    }
  }
} as const;

export const Slug = {
  "type": "string",
  "minLength": 1,
  "maxLength": 80,
  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
} as const;

export const PostSlug = {
  "type": "string",
  "minLength": 1,
  "maxLength": 200,
  "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
} as const;

export const Label = {
  "type": "string",
  "minLength": 1,
  "maxLength": 80,
  "pattern": "\\S"
} as const;

export const MediaFileName = {
  "type": "string",
  "minLength": 5,
  "maxLength": 120,
  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*\\.(png|jpg|webp|svg)$"
} as const;

export const DocumentName = {
  "type": "string",
  "enum": [
    "mission-paper"
  ]
} as const;

export const ImageUrl = {
  "type": "string",
  "minLength": 1,
  "maxLength": 2048,
  "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
} as const;

export const Image = {
  "type": "object",
  "required": [
    "url",
    "width",
    "height"
  ],
  "additionalProperties": false,
  "properties": {
    "url": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
    },
    "width": {
      "type": [
        "integer",
        "null"
      ],
      "format": "int32",
      "minimum": 1,
      "maximum": 20000
    },
    "height": {
      "type": [
        "integer",
        "null"
      ],
      "format": "int32",
      "minimum": 1,
      "maximum": 20000
    },
    "srcset": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 1024
    }
  }
} as const;

export const MediaVariant = {
  "type": "object",
  "required": [
    "url",
    "width",
    "height",
    "bytes"
  ],
  "additionalProperties": false,
  "properties": {
    "url": {
      "type": "string",
      "maxLength": 2048
    },
    "width": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 1600
    },
    "height": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 20000
    },
    "bytes": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 10485760
    }
  }
} as const;

export const MediaUse = {
  "type": "object",
  "required": [
    "kind",
    "id",
    "label"
  ],
  "additionalProperties": false,
  "properties": {
    "kind": {
      "type": "string",
      "enum": [
        "post_cover",
        "post_body",
        "post_author_avatar",
        "partner_logo",
        "team_member_avatar",
        "case_study_cover",
        "case_study_gallery",
        "testimonial_photo"
      ]
    },
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "label": {
      "type": "string",
      "maxLength": 300
    }
  }
} as const;

export const MediaItem = {
  "type": "object",
  "required": [
    "name",
    "url",
    "contentType",
    "width",
    "height",
    "bytes",
    "createdAt",
    "srcset",
    "variants",
    "usedBy"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 5,
      "maxLength": 120,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*\\.(png|jpg|webp|svg)$"
    },
    "url": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
    },
    "contentType": {
      "type": "string",
      "enum": [
        "image/png",
        "image/jpeg",
        "image/webp",
        "image/svg+xml"
      ]
    },
    "width": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 20000
    },
    "height": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 20000
    },
    "bytes": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 10485760
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "srcset": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 1024
    },
    "variants": {
      "type": "array",
      "maxItems": 10,
      "items": {
        "type": "object",
        "required": [
          "url",
          "width",
          "height",
          "bytes"
        ],
        "additionalProperties": false,
        "properties": {
          "url": {
            "type": "string",
            "maxLength": 2048
          },
          "width": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 1600
          },
          "height": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "bytes": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10485760
          }
        }
      }
    },
    "usedBy": {
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "object",
        "required": [
          "kind",
          "id",
          "label"
        ],
        "additionalProperties": false,
        "properties": {
          "kind": {
            "type": "string",
            "enum": [
              "post_cover",
              "post_body",
              "post_author_avatar",
              "partner_logo",
              "team_member_avatar",
              "case_study_cover",
              "case_study_gallery",
              "testimonial_photo"
            ]
          },
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "label": {
            "type": "string",
            "maxLength": 300
          }
        }
      }
    }
  }
} as const;

export const MediaPage = {
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
          "name",
          "url",
          "contentType",
          "width",
          "height",
          "bytes",
          "createdAt",
          "srcset",
          "variants",
          "usedBy"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 5,
            "maxLength": 120,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*\\.(png|jpg|webp|svg)$"
          },
          "url": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          "contentType": {
            "type": "string",
            "enum": [
              "image/png",
              "image/jpeg",
              "image/webp",
              "image/svg+xml"
            ]
          },
          "width": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "height": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "bytes": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10485760
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "srcset": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 1024
          },
          "variants": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "type": "object",
              "required": [
                "url",
                "width",
                "height",
                "bytes"
              ],
              "additionalProperties": false,
              "properties": {
                "url": {
                  "type": "string",
                  "maxLength": 2048
                },
                "width": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 1600
                },
                "height": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "bytes": {
                  "type": "integer",
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 10485760
                }
              }
            }
          },
          "usedBy": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "type": "object",
              "required": [
                "kind",
                "id",
                "label"
              ],
              "additionalProperties": false,
              "properties": {
                "kind": {
                  "type": "string",
                  "enum": [
                    "post_cover",
                    "post_body",
                    "post_author_avatar",
                    "partner_logo",
                    "team_member_avatar",
                    "case_study_cover",
                    "case_study_gallery",
                    "testimonial_photo"
                  ]
                },
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "label": {
                  "type": "string",
                  "maxLength": 300
                }
              }
            }
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

export const Category = {
  "type": "object",
  "required": [
    "id",
    "name",
    "slug"
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
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    }
  }
} as const;

export const Tag = {
  "type": "object",
  "required": [
    "id",
    "name",
    "slug"
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
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    }
  }
} as const;

export const TaxonomyUsage = {
  "type": "object",
  "required": [
    "id",
    "name",
    "slug",
    "postCount"
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
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    },
    "postCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    }
  }
} as const;

export const TaxonomyPage = {
  "type": "object",
  "required": [
    "items",
    "total",
    "page",
    "pageSize"
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
          "slug",
          "postCount"
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
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          },
          "postCount": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
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
      "maximum": 10000
    },
    "pageSize": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 100
    }
  }
} as const;

export const SeoMeta = {
  "type": "object",
  "required": [
    "title",
    "description"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 70
    },
    "description": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 160
    }
  }
} as const;

export const Author = {
  "type": "object",
  "required": [
    "name",
    "avatar"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "avatar": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "url",
            "width",
            "height"
          ],
          "additionalProperties": false,
          "properties": {
            "url": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048,
              "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
            },
            "width": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "height": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "srcset": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 1024
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

export const PostStatus = {
  "type": "string",
  "enum": [
    "draft",
    "in_review",
    "published"
  ]
} as const;

export const RevisionStatus = {
  "type": "string",
  "enum": [
    "in_review",
    "returned"
  ]
} as const;

export const ReviewComment = {
  "type": "string",
  "minLength": 1,
  "maxLength": 2000,
  "pattern": "\\S"
} as const;

export const Writer = {
  "type": "object",
  "required": [
    "userId",
    "email",
    "name"
  ],
  "additionalProperties": false,
  "properties": {
    "userId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "email": {
      "type": "string",
      "format": "email",
      "minLength": 1,
      "maxLength": 254
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    }
  }
} as const;

export const ReviewNote = {
  "type": "object",
  "required": [
    "comment",
    "by",
    "at"
  ],
  "additionalProperties": false,
  "properties": {
    "comment": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "\\S"
    },
    "by": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "at": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const PostRevision = {
  "type": "object",
  "required": [
    "status",
    "fields",
    "writer",
    "submittedAt",
    "review"
  ],
  "additionalProperties": false,
  "properties": {
    "status": {
      "type": "string",
      "enum": [
        "in_review",
        "returned"
      ]
    },
    "fields": {
      "type": "object",
      "required": [
        "title",
        "slug",
        "authorId",
        "coverImage",
        "excerpt",
        "content",
        "published",
        "featured"
      ],
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "\\S"
        },
        "slug": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
        },
        "authorId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "coverImage": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "excerpt": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000,
          "pattern": "\\S"
        },
        "content": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100000,
          "pattern": "\\S"
        },
        "published": {
          "type": "boolean"
        },
        "featured": {
          "type": "boolean"
        },
        "categoryId": {
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
        "tags": {
          "type": "array",
          "maxItems": 20,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "\\S"
          }
        },
        "seoTitle": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 70
        },
        "seoDescription": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 160
        }
      }
    },
    "writer": {
      "type": "object",
      "required": [
        "userId",
        "email",
        "name"
      ],
      "additionalProperties": false,
      "properties": {
        "userId": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        },
        "email": {
          "type": "string",
          "format": "email",
          "minLength": 1,
          "maxLength": 254
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        }
      }
    },
    "submittedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "review": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "comment",
            "by",
            "at"
          ],
          "additionalProperties": false,
          "properties": {
            "comment": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2000,
              "pattern": "\\S"
            },
            "by": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            },
            "at": {
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

export const PostSummary = {
  "type": "object",
  "required": [
    "id",
    "title",
    "slug",
    "excerpt",
    "coverImage",
    "author",
    "published",
    "featured",
    "category",
    "tags",
    "createdAt",
    "updatedAt",
    "publishedAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
    },
    "excerpt": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000
    },
    "coverImage": {
      "type": "object",
      "required": [
        "url",
        "width",
        "height"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "height": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "srcset": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1024
        }
      }
    },
    "author": {
      "type": "object",
      "required": [
        "name",
        "avatar"
      ],
      "additionalProperties": false,
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "avatar": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "url",
                "width",
                "height"
              ],
              "additionalProperties": false,
              "properties": {
                "url": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 2048,
                  "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                },
                "width": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "height": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "srcset": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 1024
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
    "published": {
      "type": "boolean"
    },
    "featured": {
      "type": "boolean"
    },
    "category": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "name",
            "slug"
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
            "slug": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "tags": {
      "type": "array",
      "maxItems": 20,
      "items": {
        "type": "object",
        "required": [
          "id",
          "name",
          "slug"
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
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          }
        }
      }
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "updatedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "publishedAt": {
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
    "status": {
      "type": "string",
      "enum": [
        "draft",
        "in_review",
        "published"
      ]
    },
    "writer": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "userId",
            "email",
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "userId": {
              "type": "string",
              "format": "uuid",
              "maxLength": 36
            },
            "email": {
              "type": "string",
              "format": "email",
              "minLength": 1,
              "maxLength": 254
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "submittedAt": {
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
    "revisionStatus": {
      "oneOf": [
        {
          "type": "string",
          "enum": [
            "in_review",
            "returned"
          ]
        },
        {
          "type": "null"
        }
      ]
    },
    "scheduledFor": {
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

export const Post = {
  "type": "object",
  "required": [
    "id",
    "title",
    "slug",
    "excerpt",
    "content",
    "coverImage",
    "authorId",
    "author",
    "published",
    "featured",
    "category",
    "tags",
    "seo",
    "createdAt",
    "updatedAt",
    "publishedAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
    },
    "excerpt": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000
    },
    "content": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100000
    },
    "coverImage": {
      "type": "object",
      "required": [
        "url",
        "width",
        "height"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "height": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "srcset": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1024
        }
      }
    },
    "authorId": {
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
    "author": {
      "type": "object",
      "required": [
        "name",
        "avatar"
      ],
      "additionalProperties": false,
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "avatar": {
          "oneOf": [
            {
              "type": "object",
              "required": [
                "url",
                "width",
                "height"
              ],
              "additionalProperties": false,
              "properties": {
                "url": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 2048,
                  "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                },
                "width": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "height": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "srcset": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 1024
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
    "published": {
      "type": "boolean"
    },
    "featured": {
      "type": "boolean"
    },
    "category": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "id",
            "name",
            "slug"
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
            "slug": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "tags": {
      "type": "array",
      "maxItems": 20,
      "items": {
        "type": "object",
        "required": [
          "id",
          "name",
          "slug"
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
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          }
        }
      }
    },
    "seo": {
      "type": "object",
      "required": [
        "title",
        "description"
      ],
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 70
        },
        "description": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 160
        }
      }
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "updatedAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    },
    "publishedAt": {
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
    "status": {
      "type": "string",
      "enum": [
        "draft",
        "in_review",
        "published"
      ]
    },
    "writer": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "userId",
            "email",
            "name"
          ],
          "additionalProperties": false,
          "properties": {
            "userId": {
              "type": "string",
              "format": "uuid",
              "maxLength": 36
            },
            "email": {
              "type": "string",
              "format": "email",
              "minLength": 1,
              "maxLength": 254
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "submittedAt": {
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
    "revisionStatus": {
      "oneOf": [
        {
          "type": "string",
          "enum": [
            "in_review",
            "returned"
          ]
        },
        {
          "type": "null"
        }
      ]
    },
    "scheduledFor": {
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
    "review": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "comment",
            "by",
            "at"
          ],
          "additionalProperties": false,
          "properties": {
            "comment": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2000,
              "pattern": "\\S"
            },
            "by": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            },
            "at": {
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
    "revision": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "status",
            "fields",
            "writer",
            "submittedAt",
            "review"
          ],
          "additionalProperties": false,
          "properties": {
            "status": {
              "type": "string",
              "enum": [
                "in_review",
                "returned"
              ]
            },
            "fields": {
              "type": "object",
              "required": [
                "title",
                "slug",
                "authorId",
                "coverImage",
                "excerpt",
                "content",
                "published",
                "featured"
              ],
              "additionalProperties": false,
              "properties": {
                "title": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "\\S"
                },
                "slug": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
                },
                "authorId": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "coverImage": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 2048,
                  "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                },
                "excerpt": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 1000,
                  "pattern": "\\S"
                },
                "content": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100000,
                  "pattern": "\\S"
                },
                "published": {
                  "type": "boolean"
                },
                "featured": {
                  "type": "boolean"
                },
                "categoryId": {
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
                "tags": {
                  "type": "array",
                  "maxItems": 20,
                  "uniqueItems": true,
                  "items": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 80,
                    "pattern": "\\S"
                  }
                },
                "seoTitle": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 70
                },
                "seoDescription": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 160
                }
              }
            },
            "writer": {
              "type": "object",
              "required": [
                "userId",
                "email",
                "name"
              ],
              "additionalProperties": false,
              "properties": {
                "userId": {
                  "type": "string",
                  "format": "uuid",
                  "maxLength": 36
                },
                "email": {
                  "type": "string",
                  "format": "email",
                  "minLength": 1,
                  "maxLength": 254
                },
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 120
                }
              }
            },
            "submittedAt": {
              "type": "string",
              "format": "date-time",
              "maxLength": 32
            },
            "review": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "comment",
                    "by",
                    "at"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "comment": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 2000,
                      "pattern": "\\S"
                    },
                    "by": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 120
                    },
                    "at": {
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
        },
        {
          "type": "null"
        }
      ]
    }
  }
} as const;

export const PostPage = {
  "type": "object",
  "required": [
    "items",
    "total",
    "page",
    "limit"
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
          "title",
          "slug",
          "excerpt",
          "coverImage",
          "author",
          "published",
          "featured",
          "category",
          "tags",
          "createdAt",
          "updatedAt",
          "publishedAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
          },
          "excerpt": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000
          },
          "coverImage": {
            "type": "object",
            "required": [
              "url",
              "width",
              "height"
            ],
            "additionalProperties": false,
            "properties": {
              "url": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
              },
              "width": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "height": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "srcset": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 1024
              }
            }
          },
          "author": {
            "type": "object",
            "required": [
              "name",
              "avatar"
            ],
            "additionalProperties": false,
            "properties": {
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 120
              },
              "avatar": {
                "oneOf": [
                  {
                    "type": "object",
                    "required": [
                      "url",
                      "width",
                      "height"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "url": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 2048,
                        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                      },
                      "width": {
                        "type": [
                          "integer",
                          "null"
                        ],
                        "format": "int32",
                        "minimum": 1,
                        "maximum": 20000
                      },
                      "height": {
                        "type": [
                          "integer",
                          "null"
                        ],
                        "format": "int32",
                        "minimum": 1,
                        "maximum": 20000
                      },
                      "srcset": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "maxLength": 1024
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
          "published": {
            "type": "boolean"
          },
          "featured": {
            "type": "boolean"
          },
          "category": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "id",
                  "name",
                  "slug"
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
                  "slug": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 80,
                    "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "tags": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "type": "object",
              "required": [
                "id",
                "name",
                "slug"
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
                "slug": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 80,
                  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
                }
              }
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          },
          "publishedAt": {
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
          "status": {
            "type": "string",
            "enum": [
              "draft",
              "in_review",
              "published"
            ]
          },
          "writer": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "userId",
                  "email",
                  "name"
                ],
                "additionalProperties": false,
                "properties": {
                  "userId": {
                    "type": "string",
                    "format": "uuid",
                    "maxLength": 36
                  },
                  "email": {
                    "type": "string",
                    "format": "email",
                    "minLength": 1,
                    "maxLength": 254
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 120
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "submittedAt": {
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
          "revisionStatus": {
            "oneOf": [
              {
                "type": "string",
                "enum": [
                  "in_review",
                  "returned"
                ]
              },
              {
                "type": "null"
              }
            ]
          },
          "scheduledFor": {
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
      "maximum": 10000
    },
    "limit": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 100
    }
  }
} as const;

export const PostInput = {
  "type": "object",
  "required": [
    "title",
    "slug",
    "authorId",
    "coverImage",
    "excerpt",
    "content",
    "published",
    "featured"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    },
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
    },
    "authorId": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "coverImage": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
    },
    "excerpt": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000,
      "pattern": "\\S"
    },
    "content": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100000,
      "pattern": "\\S"
    },
    "published": {
      "type": "boolean"
    },
    "featured": {
      "type": "boolean"
    },
    "categoryId": {
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
    "tags": {
      "type": "array",
      "maxItems": 20,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "\\S"
      }
    },
    "seoTitle": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 70
    },
    "seoDescription": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 160
    }
  }
} as const;

export const Partner = {
  "type": "object",
  "required": [
    "id",
    "name",
    "logo"
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
      "maxLength": 120
    },
    "logo": {
      "type": "object",
      "required": [
        "url",
        "width",
        "height"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "height": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "srcset": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1024
        }
      }
    }
  }
} as const;

export const TeamMember = {
  "type": "object",
  "required": [
    "id",
    "name",
    "role",
    "avatar"
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
      "maxLength": 120
    },
    "role": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "avatar": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "url",
            "width",
            "height"
          ],
          "additionalProperties": false,
          "properties": {
            "url": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048,
              "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
            },
            "width": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "height": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "srcset": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 1024
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

export const Service = {
  "type": "object",
  "required": [
    "id",
    "slug",
    "title",
    "description",
    "features",
    "caseStudies",
    "testimonials",
    "pricingTiers"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000
    },
    "features": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "title",
          "description",
          "displayOrder"
        ],
        "additionalProperties": false,
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "description": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000
          },
          "displayOrder": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 10000
          }
        }
      }
    },
    "caseStudies": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "id",
          "title",
          "description",
          "coverImage",
          "clientName",
          "clientIndustry",
          "projectUrl",
          "challenge",
          "solution",
          "results",
          "galleryImages",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
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
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "coverImage": {
            "type": "object",
            "required": [
              "url",
              "width",
              "height"
            ],
            "additionalProperties": false,
            "properties": {
              "url": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
              },
              "width": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "height": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "srcset": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 1024
              }
            }
          },
          "clientName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "clientIndustry": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "projectUrl": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2048
          },
          "challenge": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4000
          },
          "solution": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4000
          },
          "results": {
            "type": "object",
            "maxProperties": 20,
            "additionalProperties": {
              "type": "string",
              "maxLength": 200
            }
          },
          "galleryImages": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "type": "object",
              "required": [
                "url",
                "width",
                "height"
              ],
              "additionalProperties": false,
              "properties": {
                "url": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 2048,
                  "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                },
                "width": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "height": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "srcset": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 1024
                }
              }
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          }
        }
      }
    },
    "testimonials": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "id",
          "quote",
          "authorName",
          "authorRole",
          "company",
          "photo",
          "rating",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "quote": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "authorName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "authorRole": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "company": {
            "type": [
              "string",
              "null"
            ],
            "minLength": 1,
            "maxLength": 120
          },
          "photo": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "url",
                  "width",
                  "height"
                ],
                "additionalProperties": false,
                "properties": {
                  "url": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 2048,
                    "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                  },
                  "width": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 20000
                  },
                  "height": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 20000
                  },
                  "srcset": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1024
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "rating": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 5
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "maxLength": 32
          }
        }
      }
    },
    "pricingTiers": {
      "type": "array",
      "maxItems": 20,
      "items": {
        "type": "object",
        "required": [
          "id",
          "name",
          "priceCents",
          "interval",
          "features",
          "highlighted"
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
            "maxLength": 80
          },
          "priceCents": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 100000000
          },
          "interval": {
            "type": "string",
            "enum": [
              "month",
              "project"
            ]
          },
          "features": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            }
          },
          "highlighted": {
            "type": "boolean"
          }
        }
      }
    }
  }
} as const;

export const ServiceFeature = {
  "type": "object",
  "required": [
    "title",
    "description",
    "displayOrder"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000
    },
    "displayOrder": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 10000
    }
  }
} as const;

export const CaseStudy = {
  "type": "object",
  "required": [
    "id",
    "title",
    "description",
    "coverImage",
    "clientName",
    "clientIndustry",
    "projectUrl",
    "challenge",
    "solution",
    "results",
    "galleryImages",
    "createdAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
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
      "type": "string",
      "minLength": 1,
      "maxLength": 2000
    },
    "coverImage": {
      "type": "object",
      "required": [
        "url",
        "width",
        "height"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "height": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "srcset": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1024
        }
      }
    },
    "clientName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "clientIndustry": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "projectUrl": {
      "type": [
        "string",
        "null"
      ],
      "format": "uri",
      "maxLength": 2048
    },
    "challenge": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000
    },
    "solution": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000
    },
    "results": {
      "type": "object",
      "maxProperties": 20,
      "additionalProperties": {
        "type": "string",
        "maxLength": 200
      }
    },
    "galleryImages": {
      "type": "array",
      "maxItems": 30,
      "items": {
        "type": "object",
        "required": [
          "url",
          "width",
          "height"
        ],
        "additionalProperties": false,
        "properties": {
          "url": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          "width": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "height": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "srcset": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 1024
          }
        }
      }
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const Testimonial = {
  "type": "object",
  "required": [
    "id",
    "quote",
    "authorName",
    "authorRole",
    "company",
    "photo",
    "rating",
    "createdAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "quote": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000
    },
    "authorName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "authorRole": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "company": {
      "type": [
        "string",
        "null"
      ],
      "minLength": 1,
      "maxLength": 120
    },
    "photo": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "url",
            "width",
            "height"
          ],
          "additionalProperties": false,
          "properties": {
            "url": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048,
              "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
            },
            "width": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "height": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "srcset": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 1024
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "rating": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 5
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const PricingTier = {
  "type": "object",
  "required": [
    "id",
    "name",
    "priceCents",
    "interval",
    "features",
    "highlighted"
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
      "maxLength": 80
    },
    "priceCents": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 100000000
    },
    "interval": {
      "type": "string",
      "enum": [
        "month",
        "project"
      ]
    },
    "features": {
      "type": "array",
      "maxItems": 30,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      }
    },
    "highlighted": {
      "type": "boolean"
    }
  }
} as const;

export const SearchType = {
  "type": "string",
  "enum": [
    "post",
    "service",
    "page"
  ]
} as const;

export const HighlightedText = {
  "type": "array",
  "maxItems": 200,
  "items": {
    "type": "object",
    "required": [
      "text",
      "match"
    ],
    "additionalProperties": false,
    "properties": {
      "text": {
        "type": "string",
        "maxLength": 2000
      },
      "match": {
        "type": "boolean"
      }
    }
  }
} as const;

export const SearchResult = {
  "type": "object",
  "required": [
    "title",
    "description",
    "url",
    "type",
    "highlightedTitle",
    "highlightedDescription"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "description": {
      "type": "string",
      "maxLength": 1000
    },
    "url": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^/"
    },
    "type": {
      "type": "string",
      "enum": [
        "post",
        "service",
        "page"
      ]
    },
    "highlightedTitle": {
      "type": "array",
      "maxItems": 200,
      "items": {
        "type": "object",
        "required": [
          "text",
          "match"
        ],
        "additionalProperties": false,
        "properties": {
          "text": {
            "type": "string",
            "maxLength": 2000
          },
          "match": {
            "type": "boolean"
          }
        }
      }
    },
    "highlightedDescription": {
      "type": "array",
      "maxItems": 200,
      "items": {
        "type": "object",
        "required": [
          "text",
          "match"
        ],
        "additionalProperties": false,
        "properties": {
          "text": {
            "type": "string",
            "maxLength": 2000
          },
          "match": {
            "type": "boolean"
          }
        }
      }
    }
  }
} as const;

export const SearchResults = {
  "type": "object",
  "required": [
    "query",
    "results"
  ],
  "additionalProperties": false,
  "properties": {
    "query": {
      "type": "string",
      "maxLength": 200
    },
    "results": {
      "type": "array",
      "maxItems": 5,
      "items": {
        "type": "object",
        "required": [
          "title",
          "description",
          "url",
          "type",
          "highlightedTitle",
          "highlightedDescription"
        ],
        "additionalProperties": false,
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "description": {
            "type": "string",
            "maxLength": 1000
          },
          "url": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^/"
          },
          "type": {
            "type": "string",
            "enum": [
              "post",
              "service",
              "page"
            ]
          },
          "highlightedTitle": {
            "type": "array",
            "maxItems": 200,
            "items": {
              "type": "object",
              "required": [
                "text",
                "match"
              ],
              "additionalProperties": false,
              "properties": {
                "text": {
                  "type": "string",
                  "maxLength": 2000
                },
                "match": {
                  "type": "boolean"
                }
              }
            }
          },
          "highlightedDescription": {
            "type": "array",
            "maxItems": 200,
            "items": {
              "type": "object",
              "required": [
                "text",
                "match"
              ],
              "additionalProperties": false,
              "properties": {
                "text": {
                  "type": "string",
                  "maxLength": 2000
                },
                "match": {
                  "type": "boolean"
                }
              }
            }
          }
        }
      }
    }
  }
} as const;

export const SiteMapEntry = {
  "type": "object",
  "required": [
    "path",
    "title",
    "section",
    "lastModified"
  ],
  "additionalProperties": false,
  "properties": {
    "path": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^/"
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "section": {
      "type": "string",
      "enum": [
        "main",
        "services",
        "blog",
        "legal"
      ]
    },
    "lastModified": {
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

export const SiteMap = {
  "type": "object",
  "required": [
    "entries"
  ],
  "additionalProperties": false,
  "properties": {
    "entries": {
      "type": "array",
      "maxItems": 50000,
      "items": {
        "type": "object",
        "required": [
          "path",
          "title",
          "section",
          "lastModified"
        ],
        "additionalProperties": false,
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^/"
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "section": {
            "type": "string",
            "enum": [
              "main",
              "services",
              "blog",
              "legal"
            ]
          },
          "lastModified": {
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
    }
  }
} as const;

export const SignedLink = {
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
      "maxLength": 2048,
      "pattern": "^/api/content/documents/"
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const PartnerInput = {
  "type": "object",
  "required": [
    "name",
    "logoUrl",
    "active"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "logoUrl": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
    },
    "active": {
      "type": "boolean"
    }
  }
} as const;

export const AdminPartner = {
  "type": "object",
  "required": [
    "id",
    "name",
    "logo",
    "active",
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
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "logo": {
      "type": "object",
      "required": [
        "url",
        "width",
        "height"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "height": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "srcset": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1024
        }
      }
    },
    "active": {
      "type": "boolean"
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const AdminPartnerPage = {
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
          "name",
          "logo",
          "active",
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
            "minLength": 1,
            "maxLength": 120,
            "pattern": "\\S"
          },
          "logo": {
            "type": "object",
            "required": [
              "url",
              "width",
              "height"
            ],
            "additionalProperties": false,
            "properties": {
              "url": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
              },
              "width": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "height": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "srcset": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 1024
              }
            }
          },
          "active": {
            "type": "boolean"
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

export const TeamMemberInput = {
  "type": "object",
  "required": [
    "name",
    "role",
    "avatarUrl",
    "active"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "role": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "avatarUrl": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        {
          "type": "null"
        }
      ]
    },
    "active": {
      "type": "boolean"
    }
  }
} as const;

export const AdminTeamMember = {
  "type": "object",
  "required": [
    "id",
    "name",
    "role",
    "avatar",
    "active",
    "postCount",
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
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "role": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "avatar": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "url",
            "width",
            "height"
          ],
          "additionalProperties": false,
          "properties": {
            "url": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048,
              "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
            },
            "width": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "height": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "srcset": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 1024
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "active": {
      "type": "boolean"
    },
    "postCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const AdminTeamMemberPage = {
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
          "name",
          "role",
          "avatar",
          "active",
          "postCount",
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
            "minLength": 1,
            "maxLength": 120,
            "pattern": "\\S"
          },
          "role": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120,
            "pattern": "\\S"
          },
          "avatar": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "url",
                  "width",
                  "height"
                ],
                "additionalProperties": false,
                "properties": {
                  "url": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 2048,
                    "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                  },
                  "width": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 20000
                  },
                  "height": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 20000
                  },
                  "srcset": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1024
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "active": {
            "type": "boolean"
          },
          "postCount": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
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

export const AdminServiceSummary = {
  "type": "object",
  "required": [
    "id",
    "slug",
    "title",
    "description",
    "active",
    "featureCount",
    "caseStudyCount",
    "testimonialCount",
    "pricingTierCount"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "slug": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000
    },
    "active": {
      "type": "boolean"
    },
    "featureCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "caseStudyCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "testimonialCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    },
    "pricingTierCount": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 2147483647
    }
  }
} as const;

export const ServiceInput = {
  "type": "object",
  "required": [
    "title",
    "description"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "\\S"
    }
  }
} as const;

export const AdminServiceList = {
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
          "slug",
          "title",
          "description",
          "active",
          "featureCount",
          "caseStudyCount",
          "testimonialCount",
          "pricingTierCount"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "description": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "active": {
            "type": "boolean"
          },
          "featureCount": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "caseStudyCount": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "testimonialCount": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          },
          "pricingTierCount": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 2147483647
          }
        }
      }
    }
  }
} as const;

export const AdminServiceFeature = {
  "type": "object",
  "required": [
    "id",
    "title",
    "description",
    "displayOrder"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000
    },
    "displayOrder": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 10000
    }
  }
} as const;

export const AdminServiceFeaturePage = {
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
          "title",
          "description",
          "displayOrder"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "description": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000
          },
          "displayOrder": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10000
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

export const AdminServiceFeatureList = {
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
          "title",
          "description",
          "displayOrder"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "description": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000
          },
          "displayOrder": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10000
          }
        }
      }
    }
  }
} as const;

export const ServiceFeatureInput = {
  "type": "object",
  "required": [
    "title",
    "description"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000,
      "pattern": "\\S"
    },
    "displayOrder": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 100
    }
  }
} as const;

export const FeatureOrderInput = {
  "type": "object",
  "required": [
    "ids"
  ],
  "additionalProperties": false,
  "properties": {
    "ids": {
      "type": "array",
      "minItems": 1,
      "maxItems": 100,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "format": "uuid",
        "maxLength": 36
      }
    }
  }
} as const;

export const CaseStudyResult = {
  "type": "object",
  "required": [
    "key",
    "value"
  ],
  "additionalProperties": false,
  "properties": {
    "key": {
      "type": "string",
      "minLength": 1,
      "maxLength": 60,
      "pattern": "\\S"
    },
    "value": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  }
} as const;

export const AdminCaseStudy = {
  "type": "object",
  "required": [
    "id",
    "title",
    "description",
    "coverImage",
    "clientName",
    "clientIndustry",
    "projectUrl",
    "challenge",
    "solution",
    "results",
    "galleryImages",
    "createdAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
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
      "type": "string",
      "minLength": 1,
      "maxLength": 2000
    },
    "coverImage": {
      "type": "object",
      "required": [
        "url",
        "width",
        "height"
      ],
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "height": {
          "type": [
            "integer",
            "null"
          ],
          "format": "int32",
          "minimum": 1,
          "maximum": 20000
        },
        "srcset": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 1024
        }
      }
    },
    "clientName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "clientIndustry": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "projectUrl": {
      "type": [
        "string",
        "null"
      ],
      "maxLength": 2048
    },
    "challenge": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000
    },
    "solution": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000
    },
    "results": {
      "type": "array",
      "maxItems": 20,
      "items": {
        "type": "object",
        "required": [
          "key",
          "value"
        ],
        "additionalProperties": false,
        "properties": {
          "key": {
            "type": "string",
            "minLength": 1,
            "maxLength": 60,
            "pattern": "\\S"
          },
          "value": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "\\S"
          }
        }
      }
    },
    "galleryImages": {
      "type": "array",
      "maxItems": 30,
      "items": {
        "type": "object",
        "required": [
          "url",
          "width",
          "height"
        ],
        "additionalProperties": false,
        "properties": {
          "url": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          "width": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "height": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 1,
            "maximum": 20000
          },
          "srcset": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 1024
          }
        }
      }
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const AdminCaseStudyPage = {
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
          "title",
          "description",
          "coverImage",
          "clientName",
          "clientIndustry",
          "projectUrl",
          "challenge",
          "solution",
          "results",
          "galleryImages",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
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
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "coverImage": {
            "type": "object",
            "required": [
              "url",
              "width",
              "height"
            ],
            "additionalProperties": false,
            "properties": {
              "url": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
              },
              "width": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "height": {
                "type": [
                  "integer",
                  "null"
                ],
                "format": "int32",
                "minimum": 1,
                "maximum": 20000
              },
              "srcset": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 1024
              }
            }
          },
          "clientName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "clientIndustry": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "projectUrl": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2048
          },
          "challenge": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4000
          },
          "solution": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4000
          },
          "results": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "type": "object",
              "required": [
                "key",
                "value"
              ],
              "additionalProperties": false,
              "properties": {
                "key": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 60,
                  "pattern": "\\S"
                },
                "value": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "\\S"
                }
              }
            }
          },
          "galleryImages": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "type": "object",
              "required": [
                "url",
                "width",
                "height"
              ],
              "additionalProperties": false,
              "properties": {
                "url": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 2048,
                  "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                },
                "width": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "height": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "format": "int32",
                  "minimum": 1,
                  "maximum": 20000
                },
                "srcset": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "maxLength": 1024
                }
              }
            }
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

export const CaseStudyInput = {
  "type": "object",
  "required": [
    "title",
    "description",
    "coverImageUrl",
    "clientName",
    "clientIndustry",
    "projectUrl",
    "challenge",
    "solution",
    "results",
    "galleryImageUrls"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "\\S"
    },
    "coverImageUrl": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2048,
      "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
    },
    "clientName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "clientIndustry": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "projectUrl": {
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
    "challenge": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000,
      "pattern": "\\S"
    },
    "solution": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4000,
      "pattern": "\\S"
    },
    "results": {
      "type": "array",
      "minItems": 1,
      "maxItems": 20,
      "items": {
        "type": "object",
        "required": [
          "key",
          "value"
        ],
        "additionalProperties": false,
        "properties": {
          "key": {
            "type": "string",
            "minLength": 1,
            "maxLength": 60,
            "pattern": "\\S"
          },
          "value": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "\\S"
          }
        }
      }
    },
    "galleryImageUrls": {
      "type": "array",
      "maxItems": 12,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      }
    }
  }
} as const;

export const AdminTestimonial = {
  "type": "object",
  "required": [
    "id",
    "quote",
    "authorName",
    "authorRole",
    "company",
    "photo",
    "rating",
    "createdAt"
  ],
  "additionalProperties": false,
  "properties": {
    "id": {
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "quote": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000
    },
    "authorName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "authorRole": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "company": {
      "type": [
        "string",
        "null"
      ],
      "minLength": 1,
      "maxLength": 120
    },
    "photo": {
      "oneOf": [
        {
          "type": "object",
          "required": [
            "url",
            "width",
            "height"
          ],
          "additionalProperties": false,
          "properties": {
            "url": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048,
              "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
            },
            "width": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "height": {
              "type": [
                "integer",
                "null"
              ],
              "format": "int32",
              "minimum": 1,
              "maximum": 20000
            },
            "srcset": {
              "type": [
                "string",
                "null"
              ],
              "maxLength": 1024
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "rating": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 5
    },
    "createdAt": {
      "type": "string",
      "format": "date-time",
      "maxLength": 32
    }
  }
} as const;

export const AdminTestimonialPage = {
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
          "quote",
          "authorName",
          "authorRole",
          "company",
          "photo",
          "rating",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "maxLength": 36
          },
          "quote": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "authorName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "authorRole": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "company": {
            "type": [
              "string",
              "null"
            ],
            "minLength": 1,
            "maxLength": 120
          },
          "photo": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "url",
                  "width",
                  "height"
                ],
                "additionalProperties": false,
                "properties": {
                  "url": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 2048,
                    "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
                  },
                  "width": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 20000
                  },
                  "height": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "format": "int32",
                    "minimum": 1,
                    "maximum": 20000
                  },
                  "srcset": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 1024
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "rating": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 5
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

export const TestimonialInput = {
  "type": "object",
  "required": [
    "quote",
    "authorName",
    "authorRole",
    "company",
    "photoUrl",
    "rating"
  ],
  "additionalProperties": false,
  "properties": {
    "quote": {
      "type": "string",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "\\S"
    },
    "authorName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "authorRole": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "company": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 120,
          "pattern": "\\S"
        },
        {
          "type": "null"
        }
      ]
    },
    "photoUrl": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        },
        {
          "type": "null"
        }
      ]
    },
    "rating": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "maximum": 5
    }
  }
} as const;

export const AdminPricingTier = {
  "type": "object",
  "required": [
    "id",
    "name",
    "priceCents",
    "interval",
    "features",
    "highlighted"
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
      "maxLength": 80
    },
    "priceCents": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 100000000
    },
    "interval": {
      "type": "string",
      "enum": [
        "month",
        "project"
      ]
    },
    "features": {
      "type": "array",
      "maxItems": 30,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      }
    },
    "highlighted": {
      "type": "boolean"
    }
  }
} as const;

export const AdminPricingTierPage = {
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
          "name",
          "priceCents",
          "interval",
          "features",
          "highlighted"
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
            "maxLength": 80
          },
          "priceCents": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 100000000
          },
          "interval": {
            "type": "string",
            "enum": [
              "month",
              "project"
            ]
          },
          "features": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            }
          },
          "highlighted": {
            "type": "boolean"
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

export const PricingTierInput = {
  "type": "object",
  "required": [
    "name",
    "priceCents",
    "interval",
    "features",
    "highlighted"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S"
    },
    "priceCents": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "maximum": 100000000
    },
    "interval": {
      "type": "string",
      "enum": [
        "month",
        "project"
      ]
    },
    "features": {
      "type": "array",
      "maxItems": 30,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S"
      }
    },
    "highlighted": {
      "type": "boolean"
    }
  }
} as const;

/** Each operation's JSON request body, by operationId. */
export const requestBodies = {
  "createPost": {
    "type": "object",
    "required": [
      "title",
      "slug",
      "authorId",
      "coverImage",
      "excerpt",
      "content",
      "published",
      "featured"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S"
      },
      "slug": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
      },
      "authorId": {
        "type": "string",
        "format": "uuid",
        "maxLength": 36
      },
      "coverImage": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      },
      "excerpt": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1000,
        "pattern": "\\S"
      },
      "content": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100000,
        "pattern": "\\S"
      },
      "published": {
        "type": "boolean"
      },
      "featured": {
        "type": "boolean"
      },
      "categoryId": {
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
      "tags": {
        "type": "array",
        "maxItems": 20,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 80,
          "pattern": "\\S"
        }
      },
      "seoTitle": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 70
      },
      "seoDescription": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 160
      }
    }
  },
  "updatePost": {
    "type": "object",
    "required": [
      "title",
      "slug",
      "authorId",
      "coverImage",
      "excerpt",
      "content",
      "published",
      "featured"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S"
      },
      "slug": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "^[a-z0-9_]+(-+[a-z0-9_]+)*$"
      },
      "authorId": {
        "type": "string",
        "format": "uuid",
        "maxLength": 36
      },
      "coverImage": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      },
      "excerpt": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1000,
        "pattern": "\\S"
      },
      "content": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100000,
        "pattern": "\\S"
      },
      "published": {
        "type": "boolean"
      },
      "featured": {
        "type": "boolean"
      },
      "categoryId": {
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
      "tags": {
        "type": "array",
        "maxItems": 20,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 80,
          "pattern": "\\S"
        }
      },
      "seoTitle": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 70
      },
      "seoDescription": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 160
      }
    }
  },
  "setPostPublished": {
    "type": "object",
    "required": [
      "published"
    ],
    "additionalProperties": false,
    "properties": {
      "published": {
        "type": "boolean"
      }
    }
  },
  "schedulePost": {
    "type": "object",
    "required": [
      "scheduledFor"
    ],
    "additionalProperties": false,
    "properties": {
      "scheduledFor": {
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
  "returnPost": {
    "type": "object",
    "required": [
      "comment"
    ],
    "additionalProperties": false,
    "properties": {
      "comment": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000,
        "pattern": "\\S"
      }
    }
  },
  "createPreviewLink": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "days": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 30,
        "default": 7
      }
    }
  },
  "createCategory": {
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
  "renameCategory": {
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
  "renameTag": {
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
  "mergeTag": {
    "type": "object",
    "required": [
      "into"
    ],
    "additionalProperties": false,
    "properties": {
      "into": {
        "type": "string",
        "format": "uuid",
        "maxLength": 36
      }
    }
  },
  "createPartner": {
    "type": "object",
    "required": [
      "name",
      "logoUrl",
      "active"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "logoUrl": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      },
      "active": {
        "type": "boolean"
      }
    }
  },
  "updatePartner": {
    "type": "object",
    "required": [
      "name",
      "logoUrl",
      "active"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "logoUrl": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      },
      "active": {
        "type": "boolean"
      }
    }
  },
  "createTeamMember": {
    "type": "object",
    "required": [
      "name",
      "role",
      "avatarUrl",
      "active"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "role": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "avatarUrl": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          {
            "type": "null"
          }
        ]
      },
      "active": {
        "type": "boolean"
      }
    }
  },
  "updateTeamMember": {
    "type": "object",
    "required": [
      "name",
      "role",
      "avatarUrl",
      "active"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "role": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "avatarUrl": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          {
            "type": "null"
          }
        ]
      },
      "active": {
        "type": "boolean"
      }
    }
  },
  "updateService": {
    "type": "object",
    "required": [
      "title",
      "description"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000,
        "pattern": "\\S"
      }
    }
  },
  "createServiceFeature": {
    "type": "object",
    "required": [
      "title",
      "description"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1000,
        "pattern": "\\S"
      },
      "displayOrder": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 100
      }
    }
  },
  "updateServiceFeature": {
    "type": "object",
    "required": [
      "title",
      "description"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1000,
        "pattern": "\\S"
      },
      "displayOrder": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 100
      }
    }
  },
  "reorderServiceFeatures": {
    "type": "object",
    "required": [
      "ids"
    ],
    "additionalProperties": false,
    "properties": {
      "ids": {
        "type": "array",
        "minItems": 1,
        "maxItems": 100,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "format": "uuid",
          "maxLength": 36
        }
      }
    }
  },
  "createCaseStudy": {
    "type": "object",
    "required": [
      "title",
      "description",
      "coverImageUrl",
      "clientName",
      "clientIndustry",
      "projectUrl",
      "challenge",
      "solution",
      "results",
      "galleryImageUrls"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S"
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000,
        "pattern": "\\S"
      },
      "coverImageUrl": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      },
      "clientName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "clientIndustry": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "projectUrl": {
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
      "challenge": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "\\S"
      },
      "solution": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "\\S"
      },
      "results": {
        "type": "array",
        "minItems": 1,
        "maxItems": 20,
        "items": {
          "type": "object",
          "required": [
            "key",
            "value"
          ],
          "additionalProperties": false,
          "properties": {
            "key": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "\\S"
            },
            "value": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S"
            }
          }
        }
      },
      "galleryImageUrls": {
        "type": "array",
        "maxItems": 12,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        }
      }
    }
  },
  "updateCaseStudy": {
    "type": "object",
    "required": [
      "title",
      "description",
      "coverImageUrl",
      "clientName",
      "clientIndustry",
      "projectUrl",
      "challenge",
      "solution",
      "results",
      "galleryImageUrls"
    ],
    "additionalProperties": false,
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S"
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000,
        "pattern": "\\S"
      },
      "coverImageUrl": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
      },
      "clientName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "clientIndustry": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "projectUrl": {
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
      "challenge": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "\\S"
      },
      "solution": {
        "type": "string",
        "minLength": 1,
        "maxLength": 4000,
        "pattern": "\\S"
      },
      "results": {
        "type": "array",
        "minItems": 1,
        "maxItems": 20,
        "items": {
          "type": "object",
          "required": [
            "key",
            "value"
          ],
          "additionalProperties": false,
          "properties": {
            "key": {
              "type": "string",
              "minLength": 1,
              "maxLength": 60,
              "pattern": "\\S"
            },
            "value": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S"
            }
          }
        }
      },
      "galleryImageUrls": {
        "type": "array",
        "maxItems": 12,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2048,
          "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
        }
      }
    }
  },
  "createTestimonial": {
    "type": "object",
    "required": [
      "quote",
      "authorName",
      "authorRole",
      "company",
      "photoUrl",
      "rating"
    ],
    "additionalProperties": false,
    "properties": {
      "quote": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000,
        "pattern": "\\S"
      },
      "authorName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "authorRole": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "company": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 120,
            "pattern": "\\S"
          },
          {
            "type": "null"
          }
        ]
      },
      "photoUrl": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          {
            "type": "null"
          }
        ]
      },
      "rating": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 5
      }
    }
  },
  "updateTestimonial": {
    "type": "object",
    "required": [
      "quote",
      "authorName",
      "authorRole",
      "company",
      "photoUrl",
      "rating"
    ],
    "additionalProperties": false,
    "properties": {
      "quote": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000,
        "pattern": "\\S"
      },
      "authorName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "authorRole": {
        "type": "string",
        "minLength": 1,
        "maxLength": 120,
        "pattern": "\\S"
      },
      "company": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 120,
            "pattern": "\\S"
          },
          {
            "type": "null"
          }
        ]
      },
      "photoUrl": {
        "oneOf": [
          {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "pattern": "^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$"
          },
          {
            "type": "null"
          }
        ]
      },
      "rating": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "maximum": 5
      }
    }
  },
  "createPricingTier": {
    "type": "object",
    "required": [
      "name",
      "priceCents",
      "interval",
      "features",
      "highlighted"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "\\S"
      },
      "priceCents": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 100000000
      },
      "interval": {
        "type": "string",
        "enum": [
          "month",
          "project"
        ]
      },
      "features": {
        "type": "array",
        "maxItems": 30,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "\\S"
        }
      },
      "highlighted": {
        "type": "boolean"
      }
    }
  },
  "updatePricingTier": {
    "type": "object",
    "required": [
      "name",
      "priceCents",
      "interval",
      "features",
      "highlighted"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 80,
        "pattern": "\\S"
      },
      "priceCents": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "maximum": 100000000
      },
      "interval": {
        "type": "string",
        "enum": [
          "month",
          "project"
        ]
      },
      "features": {
        "type": "array",
        "maxItems": 30,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "pattern": "\\S"
        }
      },
      "highlighted": {
        "type": "boolean"
      }
    }
  }
} as const;
