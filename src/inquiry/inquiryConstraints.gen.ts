// Generated from schema/inquiry.schema.json by `npm run gen:types`. Do not edit by hand.
export const inquiryConstraints = {
  "required": [
    "consent"
  ],
  "properties": {
    "consent": {},
    "page": {
      "maxLength": 200,
      "pattern": "^/"
    },
    "website": {
      "maxLength": 500
    }
  },
  "kinds": {
    "text": {
      "maxLength": 200
    },
    "tel": {
      "maxLength": 40,
      "pattern": "^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$"
    },
    "email": {
      "maxLength": 254
    },
    "longText": {
      "maxLength": 5000
    }
  }
} as const;
