// Generated from schema/inquiry.schema.json by `npm run gen:types`. Do not edit by hand.
export const inquiryConstraints = {
  "required": [
    "company",
    "phone",
    "email",
    "message",
    "consent"
  ],
  "properties": {
    "company": {
      "maxLength": 100
    },
    "phone": {
      "maxLength": 30,
      "pattern": "^(\\+82[ \\-]?)?(\\(?0?[0-9]{1,3}\\)?[ \\-]?)?[0-9]{3,4}[ \\-]?[0-9]{4}$"
    },
    "email": {
      "maxLength": 254
    },
    "message": {
      "maxLength": 5000
    },
    "consent": {},
    "page": {
      "maxLength": 200,
      "pattern": "^/"
    },
    "website": {
      "maxLength": 500
    }
  },
  "honeypotLabel": "비워 두는 칸"
} as const;
