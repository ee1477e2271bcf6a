import { compileFormula, type FormulaType } from '@cellar/core';
import { useMemo } from 'react';
import { formulaEnvironmentOf } from './formulaSources';
import type { FormulaFields } from './useFormulaFields';

/**
 * The result type of the formula a lookup, rollup or count stands for (`sum(lookup('Invoices',
 * 'Amount'))`), typed by core as the server will, so their display options can follow it; null
 * while incomplete or failing.
 */
export function useComputedType(data: FormulaFields, formula: string | null): FormulaType | null {
  return useMemo(() => {
    if (formula === null || data.isLoading) return null;
    const compiled = compileFormula(formula, formulaEnvironmentOf(data, {}));
    return compiled.ok ? compiled.type : null;
  }, [data, formula]);
}
