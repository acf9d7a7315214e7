/** Extra Help (the Part D Low-Income Subsidy): the plan list's question, and the notice every page of estimates shows. */
export { ExtraHelpChoice, ExtraHelpNotice } from './ExtraHelp';
export { extraHelpMessages } from './messages';
