import { graphql } from '../../../gql/index.ts';

/** Rules for new employees and the department move (issue 33 §2), run through api/gql-hooks. */

export const RulesForNewEmployeesQuery = graphql(`
  query CEPolicyRulesForNewEmployees($accountID: Int!) {
    cePolicyRulesForNewEmployees(accountID: $accountID) {
      defaultPolicyID
      version
      departments {
        departmentID
        policyID
      }
      departmentOptions {
        departmentID
        name
      }
      policyOptions {
        policyID
        name
      }
    }
  }
`);

export const SaveRulesForNewEmployeesMutation = graphql(`
  mutation SaveCEPolicyRulesForNewEmployees(
    $accountID: Int!
    $defaultPolicyID: Int
    $departments: [CENewEmployeeDepartmentRuleInput!]!
    $version: Int!
  ) {
    saveCEPolicyRulesForNewEmployees(
      accountID: $accountID
      defaultPolicyID: $defaultPolicyID
      departments: $departments
      version: $version
    ) {
      version
    }
  }
`);

export const DepartmentMovePreviewQuery = graphql(`
  query DepartmentMovePreview($accountID: Int!, $userID: Int!, $departmentID: Int!) {
    departmentMovePreview(accountID: $accountID, userID: $userID, departmentID: $departmentID) {
      fromDepartmentName
      toDepartmentName
      currentPolicyName
      newPolicyName
      changesPolicy
      effectiveOn
    }
  }
`);

export const MoveUserToDepartmentMutation = graphql(`
  mutation MoveUserToDepartment($accountID: Int!, $userID: Int!, $departmentID: Int!) {
    moveUserToDepartment(accountID: $accountID, userID: $userID, departmentID: $departmentID) {
      effectiveOn
    }
  }
`);
