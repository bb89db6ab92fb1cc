/** The registration forms' fields by the API's field names, for the server's 422s. */
export const registrationFields = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
} as const;
