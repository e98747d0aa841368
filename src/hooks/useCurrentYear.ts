import { useEffect, useState } from 'react';

/** The year the page was built on the server, corrected to the visitor's year after hydration. */
const BUILD_YEAR = new Date().getFullYear();

export function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
