export declare const CATALOGUE_PACKAGES: readonly string[];
/** The modules of a package that export catalogues (`…Messages`). */
export declare const catalogueModules: (pkg: string) => string[];
