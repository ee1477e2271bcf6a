import { createContext } from 'react';

/** The grid's search term ('' for none): cells that match it are marked. */
export const GridSearchContext = createContext('');
