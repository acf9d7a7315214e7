/** The agent call line with its TTY number, the same in every language: written here and nowhere else. */
export const phoneWithTty = (phone: string) => `${phone} (TTY:711)`;
