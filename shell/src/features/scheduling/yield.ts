/** The shell's yield between pieces of start-up work: the one of shared-contracts (the kit's and remotes' too). */
export { yieldToMain } from 'shared-contracts';
