export const loadDoctorSearchPage = () => import('./DoctorSearchPage');
