/** Employees and candidates (one list, one record under both paths). */
import type { AreaRoutes } from './route';

export const EMPLOYEES_ROUTES = {
  employeesList: {
    screen: () => import('../screens/employees/EmployeesListScreen').then((m) => m.EmployeesListScreen),
    loader: () => import('../screens/employees/employeesList').then((m) => m.loadEmployeesList),
  },
  employeeNew: { screen: () => import('../screens/employees/EmployeeNewScreen').then((m) => m.EmployeeNewScreen) },
  employeeRecord: { screen: () => import('../screens/employees/EmployeeRecordScreen').then((m) => m.EmployeeRecordScreen) },
} satisfies AreaRoutes;
