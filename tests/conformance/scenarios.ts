// CAMARA's test scenarios for the releases our documents name (src/config/api-catalogue.ts), as
// a list of facts: each scenario's id as CAMARA tags it in `code/Test_definitions/*.feature`,
// and what it checks, said in our words. Nothing here is copied from CAMARA's files. The cases
// that run them against a sandbox, or say why one does not apply, are in ./cases.ts;
// scripts/checks/camara-agreement.ts compares this list with CAMARA's files (docs/apis.md).
import type { ApiSlug } from '../../src/config/api-catalogue.ts';

export interface Scenario {
  /** CAMARA's tag for it (without the @). */
  readonly id: string;
  /** What it checks, in our words. */
  readonly summary: string;
}

export interface FeatureScenarios {
  /** The feature file in code/Test_definitions/ at the release. */
  readonly file: string;
  /** The CAMARA operation it tests (a file of a whole API: its operations, listed). */
  readonly operation: string;
  readonly scenarios: readonly Scenario[];
}

const s = (id: string, summary: string): Scenario => ({ id, summary });

/** An API with no CAMARA scenarios yet (a new one) has none here. */
export const CAMARA_SCENARIOS: Readonly<Partial<Record<ApiSlug, readonly FeatureScenarios[]>>> = {
  'number-verification': [
    {
      file: 'number-verification-phoneNumberShare.feature',
      operation: 'phoneNumberShare',
      scenarios: [
        s('phone_number_share_01_generic_success_scenario', 'A token for a served line gets 200 with a body of the share response schema.'),
        s('phone_number_share_02_success_scenario', 'The shared number is the line the token was issued for.'),
        s('phone_number_verify_401.1_no_authorization_header', 'Sharing without an Authorization header is 401 UNAUTHENTICATED.'),
        s('phone_number_verify_401.2_expired_access_token', 'Sharing with an expired token is 401 UNAUTHENTICATED.'),
        s('phone_number_verify_401.3_invalid_access_token', 'Sharing with a token that is not valid is 401 UNAUTHENTICATED.'),
        s('phoneNumberShare_403.1_invalid_token_permissions', 'Sharing with a token lacking the share scope is 403 PERMISSION_DENIED.'),
        s(
          'phoneNumberShare_403.2_not_authenticated_using_network_or_sim_based_authentication',
          'Sharing with a token not obtained by network or SIM authentication is 403 USER_NOT_AUTHENTICATED_BY_MOBILE_NETWORK.',
        ),
      ],
    },
    {
      file: 'number-verification-phoneNumberVerify.feature',
      operation: 'phoneNumberVerify',
      scenarios: [
        s(
          'phone_number_verify_01_generic_success_scenario',
          'A served line verifying a number gets 200 with a body of the match response schema.',
        ),
        s('phone_number_verify.02_validate_phone_number_success_true', 'The body’s number is the token’s line: verified is true.'),
        s(
          'phone_number_verify.03_validate_phone_number_success_false',
          'The body’s number is another line than the token’s: verified is false.',
        ),
        s('phone_number_verify.04_validate_hashed_phone_number_success_true', 'The SHA-256 of the token’s line: verified is true.'),
        s('phone_number_verify.05_validate_hashed_phone_number_success_false', 'The SHA-256 of another number: verified is false.'),
        s('phone_number_verify_400.1_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('phone_number_verify_400.2_empty_request_body', 'An empty object is 400 INVALID_ARGUMENT.'),
        s(
          'phone_number_verify_400.3_invalid_request_non_existing_property',
          'A body with only an unknown property is 400 INVALID_ARGUMENT.',
        ),
        s('phone_number_verify_400.4_both_phone_number_and_hashed_in_request', 'A number and a hash together are 400 INVALID_ARGUMENT.'),
        s('phone_number_verify_401.1_no_authorization_header', 'Verifying without an Authorization header is 401 UNAUTHENTICATED.'),
        s('phone_number_verify_401.2_expired_access_token', 'Verifying with an expired token is 401 UNAUTHENTICATED.'),
        s('phone_number_verify_401.3_invalid_access_token', 'Verifying with a token that is not valid is 401 UNAUTHENTICATED.'),
        s('phoneNumberVerify_403.1_invalid_token_permissions', 'A token lacking the verify scope is 403 PERMISSION_DENIED.'),
        s(
          'phoneNumberVerify_403.2_not_authenticated_using_network_or_sim_based_authentication',
          'A token not obtained by network or SIM authentication is 403 USER_NOT_AUTHENTICATED_BY_MOBILE_NETWORK.',
        ),
        s('phone_number_verify_C02.01_phone_number_not_schema_compliant', 'A number not in E.164 form is 400 INVALID_ARGUMENT.'),
      ],
    },
  ],
  'device-location': [
    {
      file: 'location-verification.feature',
      operation: 'verifyLocation',
      scenarios: [
        s(
          'location_verification_01_generic_success_scenario',
          'A known device and a covered area: 200, the response schema, matchRate only with PARTIAL.',
        ),
        s(
          'location_verification_02_known_location_for_device_no_maxAge',
          'A device in the area, no maxAge: TRUE or PARTIAL, with lastLocationTime.',
        ),
        s(
          'location_verification_03_known_location_for_device_with_maxAge',
          'A device in the area, with maxAge: TRUE or PARTIAL, located within maxAge.',
        ),
        s(
          'location_verification_04_false_location_for_device',
          'A device outside the area: FALSE, with lastLocationTime and no matchRate.',
        ),
        s('location_verification_C01.01_device_empty', 'An empty device object is 400 INVALID_ARGUMENT.'),
        s(
          'location_verification_C01.02_device_identifiers_not_schema_compliant',
          'Each identifier of the device that breaks its schema is 400 INVALID_ARGUMENT.',
        ),
        s('location_verification_C01.03_device_not_found', 'A well-formed device that is no subscriber is 404 IDENTIFIER_NOT_FOUND.'),
        s(
          'location_verification_C02.04_unnecessary_device',
          'A device in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('location_verification_C01.05_missing_device', 'No device, and a token that names none, is 422 MISSING_IDENTIFIER.'),
        s(
          'location_verification_C01.06_unsupported_device',
          'A device named only by identifiers the provider does not take is 422 UNSUPPORTED_IDENTIFIER.',
        ),
        s('location_verification_C01.07_device_not_supported', 'A device the service does not apply to is 422 SERVICE_NOT_APPLICABLE.'),
        s('location_verification_400.1_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('location_verification_400.2_empty_request_body', 'An empty object is 400 INVALID_ARGUMENT.'),
        s(
          'location_verification_400.3_other_input_properties_schema_not_compliant',
          'An area type, centre, radius or maxAge breaking its schema is 400 INVALID_ARGUMENT.',
        ),
        s(
          'location_verification_400.4_required_input_properties_missing',
          'Leaving out the area or any of its required parts is 400 INVALID_ARGUMENT.',
        ),
        s('location_verification_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('location_verification_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('location_verification_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('location_verification_403_missing_scope', 'A token lacking the verify scope is 403 PERMISSION_DENIED.'),
        s('location_verification_422.1_area_not_covered', 'An area the provider does not cover is 422 AREA_NOT_COVERED.'),
        s('location_verification_422.2_area_too_small', 'A circle below the provider’s smallest radius is 422 INVALID_AREA.'),
        s(
          'location_verification_422.3_unable_to_fulfill_max_age',
          'A maxAge shorter than the age of the device’s last location is 422 UNABLE_TO_FULFILL_MAX_AGE.',
        ),
        s(
          'location_verification_422.4_unknown_location_for_device',
          'A device with no location known, no maxAge, is 422 UNABLE_TO_LOCATE.',
        ),
      ],
    },
  ],
  'device-status': [
    {
      file: 'device-roaming-status.feature',
      operation: 'getRoamingStatus',
      scenarios: [
        s(
          'device_roaming_status_01_roaming_status_true_with_country_code',
          'A device roaming in Germany: roaming true, country code 262, country DE.',
        ),
        s('device_roaming_status_02_roaming_status_false', 'A device at home: roaming false, no country code or name.'),
        s('device_roaming_status_C01.01_device_empty', 'An empty device object is 400 INVALID_ARGUMENT.'),
        s(
          'device_roaming_status_C01.02_device_identifiers_not_schema_compliant',
          'Each identifier of the device that breaks its schema is 400 INVALID_ARGUMENT.',
        ),
        s('device_roaming_status_C01.03_device_not_found', 'A well-formed device that is no subscriber is 404 IDENTIFIER_NOT_FOUND.'),
        s(
          'device_roaming_status_C01.04_unnecessary_device',
          'A device in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('device_roaming_status_C01.05_missing_device', 'No device, and a token that names none, is 422 MISSING_IDENTIFIER.'),
        s(
          'device_roaming_status_C01.06_unsupported_device',
          'A device named only by identifiers the provider does not take is 422 UNSUPPORTED_IDENTIFIER.',
        ),
        s('device_roaming_status_C01.07_device_not_supported', 'A device the service does not apply to is 422 SERVICE_NOT_APPLICABLE.'),
        s(
          'device_roaming_status_C01.08_device_identifiers_mismatch',
          'Two identifiers that name different devices are 422 IDENTIFIER_MISMATCH.',
        ),
        s('device_roaming_status_401.1_expired_access_token', 'An expired token is 401.'),
        s('device_roaming_status_401.2_no_authorization_header', 'No Authorization header is 401.'),
        s('device_roaming_status_401.3_malformed_access_token', 'A malformed token is 401.'),
        s('device_roaming_status_403_permission_denied', 'A token lacking the roaming scope is 403 PERMISSION_DENIED.'),
        s('device_roaming_status_503_network_error', 'A network failure while asking is 503 UNAVAILABLE.'),
      ],
    },
    {
      file: 'device-reachability-status.feature',
      operation: 'getReachabilityStatus',
      scenarios: [
        s('device_reachability_status_01_reachable_and_connected_sms', 'A device reachable by SMS: reachable true, connectivity has SMS.'),
        s(
          'device_reachability_status_02_reachable_and_connected_data',
          'A device reachable by data: reachable true, connectivity has DATA.',
        ),
        s(
          'device_reachability_status_03_reachable_and_connected_data_and_sms',
          'A device reachable both ways: connectivity has DATA and SMS.',
        ),
        s('device_reachability_status_04_not_reachable', 'A device off the network: reachable false, no connectivity.'),
        s('device_reachability_status_C01.01_device_empty', 'An empty device object is 400 INVALID_ARGUMENT.'),
        s(
          'device_reachability_status_C01.02_device_identifiers_not_schema_compliant',
          'Each identifier of the device that breaks its schema is 400 INVALID_ARGUMENT.',
        ),
        s('device_reachability_status_C01.03_device_not_found', 'A well-formed device that is no subscriber is 404 IDENTIFIER_NOT_FOUND.'),
        s(
          'device_reachability_status_C01.04_unnecessary_device',
          'A device in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('device_reachability_status_C01.05_missing_device', 'No device, and a token that names none, is 422 MISSING_IDENTIFIER.'),
        s(
          'device_reachability_status_C01.06_unsupported_device',
          'A device named only by identifiers the provider does not take is 422 UNSUPPORTED_IDENTIFIER.',
        ),
        s(
          'device_reachability_status_C01.07_device_not_supported',
          'A device the service does not apply to is 422 SERVICE_NOT_APPLICABLE.',
        ),
        s(
          'device_reachability_status_C01.08_device_identifiers_mismatch',
          'Two identifiers that name different devices are 422 IDENTIFIER_MISMATCH.',
        ),
        s('device_reachability_status_401.1_expired_access_token', 'An expired token is 401.'),
        s('device_reachability_status_401.2_no_authorization_header', 'No Authorization header is 401.'),
        s('device_reachability_status_401.3_malformed_access_token', 'A malformed token is 401.'),
        s('device_reachability_status_403_permission_denied', 'A token lacking the reachability scope is 403 PERMISSION_DENIED.'),
        s('device_reachability_status_503_network_error', 'A network failure while asking is 503 UNAVAILABLE.'),
      ],
    },
  ],
  'sim-swap': [
    {
      file: 'sim-swap-checkSimSwap.feature',
      operation: 'checkSimSwap',
      scenarios: [
        s(
          'check_sim_swap_1_generic_success_scenario',
          'A served number gets 200 with a body of the check response schema and the x-correlator back.',
        ),
        s('check_sim_swap_2_valid_sim_swap_no_max_age', 'A SIM changed within 240 hours, no maxAge: swapped is true.'),
        s(
          'check_sim_swap_3_valid_sim_swap_max_age',
          'A SIM changed within N hours, maxAge at least N (260, 120, 24, 12): swapped is true.',
        ),
        s('check_sim_swap_4_more_than_240_hours', 'A SIM changed more than 240 hours ago, no maxAge: swapped is false.'),
        s('check_sim_swap_5_out_of_max_age', 'A maxAge one hour short of the last change: swapped is false.'),
        s('check_sim_swap_6_no_sim_swap_no_max_age', 'A SIM never changed, active for over 240 hours, no maxAge: swapped is false.'),
        s(
          'check_sim_swap_7_no_sim_swap_with_max_age',
          'A SIM never changed, maxAge shorter than its activation (260, 120, 24, 12): swapped is false.',
        ),
        s('check_sim_swap_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('check_sim_swap_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('check_sim_swap_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('check_sim_swap_400.1_invalid_max_age', 'A maxAge breaking its schema is 400 INVALID_ARGUMENT.'),
        s('check_sim_swap_400.2_invalid_max_age_value', 'A maxAge of 100000 is 400 OUT_OF_RANGE.'),
        s(
          'check_sim_swap_400.3_max_age_out_of_monitored_period',
          'A maxAge within the schema but beyond the period the provider keeps is 400 OUT_OF_RANGE.',
        ),
        s('check_sim_swap_C02.01_phone_number_not_schema_compliant', 'A number not in E.164 form is 400 INVALID_ARGUMENT.'),
        s('check_sim_swap_C02.02_phone_number_not_found', 'A well-formed number that is no subscriber is 404 IDENTIFIER_NOT_FOUND.'),
        s(
          'check_sim_swap_C02.03_unnecessary_phone_number',
          'A number in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('check_sim_swap_C02.04_missing_phone_number', 'No number, and a token that names none, is 422 MISSING_IDENTIFIER.'),
        s('check_sim_swap_C02.05_phone_number_not_supported', 'A number the service does not apply to is 422 SERVICE_NOT_APPLICABLE.'),
      ],
    },
    {
      file: 'sim-swap-retrieveSimSwapDate.feature',
      operation: 'retrieveSimSwapDate',
      scenarios: [
        s(
          'retrieve_sim_swap_date_1_generic_success_scenario',
          'A served number gets 200 with a body of the date response schema and the x-correlator back.',
        ),
        s('retrieve_sim_swap_date_2_valid_sim_swap', 'A SIM that changed: latestSimChange is a valid time.'),
        s(
          'retrieve_sim_swap_date_3_no_sim_swap_returns_activation_date',
          'Where history is not limited, a SIM never changed gives its activation time.',
        ),
        s('retrieve_sim_swap_date_4_sim_never_associated', 'A number that never had a SIM: latestSimChange is null.'),
        s(
          'retrieve_sim_swap_date_5_no_sim_swap_or_activation_date_due_to_legal_constrain',
          'A change before the kept period: null, perhaps with monitoredPeriod.',
        ),
        s('retrieve_sim_swap_date_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('retrieve_sim_swap_date_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('retrieve_sim_swap_date_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('retrieve_sim_swap_date_C02.01_phone_number_not_schema_compliant', 'A number not in E.164 form is 400 INVALID_ARGUMENT.'),
        s(
          'retrieve_sim_swap_date_C02.02_phone_number_not_found',
          'A well-formed number that is no subscriber is 404 IDENTIFIER_NOT_FOUND.',
        ),
        s(
          'retrieve_sim_swap_date_C02.03_unnecessary_phone_number',
          'A number in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('retrieve_sim_swap_date_C02.04_missing_phone_number', 'No number, and a token that names none, is 422 MISSING_IDENTIFIER.'),
        s(
          'retrieve_sim_swap_date_C02.05_phone_number_not_supported',
          'A number the service does not apply to is 422 SERVICE_NOT_APPLICABLE.',
        ),
      ],
    },
    {
      file: 'sim-swap-subscriptions.feature',
      operation: 'createSimSwapSubscription, retrieveSubscriptionList, retrieveSubscription, deleteSubscription',
      scenarios: [
        s(
          'sim_swap_subscription_creation_01_sync_creation',
          'A subscription to swapped over HTTP for a served number is made at once: 201, with its types, protocol, sink and number as sent and startsAt the time of the answer.',
        ),
        s(
          'sim_swap_subscription_creation_02_async_creation',
          'Where subscriptions are made later instead: 202 with the coming subscription’s id (the other of the pair may be skipped).',
        ),
        s('sim_swap_subscription_retrieve_03_retrieve_by_id', 'A subscription read by its id: 200 with the subscription schema.'),
        s(
          'sim_swap_subscription_retrieve_04_retrieve_list_2legs',
          'The list, for a client holding a subscription, with a two-legged token: 200, an array of subscriptions with it in.',
        ),
        s(
          'sim_swap_subscription_retrieve_07_retrieve_list_3legs',
          'The list with a three-legged token: 200, the subscriptions of the token’s number.',
        ),
        s(
          'sim_swap_subscription_retrieve_08_retrieve_empty_list_3legs',
          'The list with a three-legged token for a number nobody subscribed to: 200 and an empty array.',
        ),
        s(
          'sim_swap_subscription_delete_05_delete_subscription',
          'Deleting a subscription: 204, and its sink hears subscription-ended with the number, its id and the time it ended.',
        ),
        s(
          'sim_swap_subscription_creation_06_swapped',
          'Once the subscribed number’s SIM is swapped, its sink hears swapped with the number, the subscription’s id and the time of the swap.',
        ),
        s(
          'sim_swap_subscription_creation_07_subscription_ends_on_max_events',
          'With subscriptionMaxEvents 1, a swap is told, then subscription-ended with terminationReason MAX_EVENTS_REACHED.',
        ),
        s('sim_swap_subscription_creation_20_invalid_protocol', 'A protocol other than HTTP is 400 INVALID_PROTOCOL.'),
        s(
          'sim_swap_subscription_creation_21_invalid_credential',
          'A sink credential of another type than ACCESSTOKEN, its token fields filled in, is 400 INVALID_CREDENTIAL.',
        ),
        s(
          'sim_swap_subscription_creation_22_invalid_token',
          'An ACCESSTOKEN credential whose token type is not bearer is 400 INVALID_TOKEN.',
        ),
        s('sim_swap_subscription_creation_23_invalid_eventType', 'An event type other than swapped is 400 INVALID_ARGUMENT.'),
        s('sim_swap_subscription_creation_24_invalid_subscription_expire_time', 'An expire time already past is 400 INVALID_ARGUMENT.'),
        s(
          'sim_swap_subscription_creation_25_require_input_properties_missing',
          'No protocol, no sink, no types or no number in config.subscriptionDetail: each is 400 INVALID_ARGUMENT.',
        ),
        s('sim_swap_subscription_creation_26_invalid_sink', 'A sink that is not a URL is 400 INVALID_ARGUMENT.'),
        s('sim_swap_subscription_creation_40_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('sim_swap_subscription_creation_41_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('sim_swap_subscription_creation_42_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('sim_swap_subscription_retrieve_80_not_found_retrieve_by_id', 'Reading a subscription that does not exist is 404 NOT_FOUND.'),
        s('sim_swap_subscription_delete_81_not_found_delete_by_id', 'Deleting a subscription that does not exist is 404 NOT_FOUND.'),
        s(
          'sim_swap_subscription_creation_101_phone_number_token_mismatch',
          'A number in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('sim_swap_subscription_creation_100_not_applicable', 'A test number that cannot be subscribed to is 422 UNSUPPORTED_IDENTIFIER.'),
        s('sim_swap_subscription_creation_102_missing_identifier', 'No number, and a token that names none, is 422 MISSING_IDENTIFIER.'),
      ],
    },
  ],
  'quality-on-demand': [
    {
      file: 'quality-on-demand-createSession.feature',
      operation: 'createSession',
      scenarios: [
        s(
          'quality_on_demand_createSession_01_generic_success_scenario',
          'A valid session request gets 201, the SessionInfo schema, and echoes what was sent.',
        ),
        s('quality_on_demand_createSession_02_1_sinkcredential_provided', 'A request with a sink and a bearer sink credential gets 201.'),
        s(
          'quality_on_demand_createSession_02_2_event_received',
          'Once the session’s status is known, a status-changed event reaches the sink.',
        ),
        s(
          'quality_on_demand_createSession_03_3_legged_missing_device',
          'A three-legged token and no device: 201, and the session shows no device.',
        ),
        s('quality_on_demand_createSession_C01.01_device_empty', 'An empty device object is 400 INVALID_ARGUMENT.'),
        s(
          'quality_on_demand_createSession_C01.02_device_identifiers_not_schema_compliant',
          'Each identifier of the device that breaks its schema is 400 INVALID_ARGUMENT.',
        ),
        s(
          'quality_on_demand_createSession_C01.03_device_not_found',
          'A well-formed device that is no subscriber is 404 IDENTIFIER_NOT_FOUND.',
        ),
        s(
          'quality_on_demand_createSession_C01.04_unnecessary_device',
          'A device in the body beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s('quality_on_demand_createSession_C01.05_missing_device', 'No device, and a token that names none, is 422 MISSING_IDENTIFIER.'),
        s(
          'quality_on_demand_createSession_C01.06_unsupported_device',
          'A device named only by identifiers the provider does not take is 422 UNSUPPORTED_IDENTIFIER.',
        ),
        s(
          'quality_on_demand_createSession_C01.07_device_not_supported',
          'A device the service does not apply to is 422 SERVICE_NOT_APPLICABLE.',
        ),
        s(
          'quality_on_demand_createSession_400.1_schema_not_compliant',
          'A body breaking the CreateSession schema is 400 INVALID_ARGUMENT.',
        ),
        s('quality_on_demand_createSession_400.2_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_createSession_400.3_empty_request_body', 'An empty object is 400 INVALID_ARGUMENT.'),
        s(
          'quality_on_demand_createSession_400.4_empty_property',
          'An empty application server, port set or sink credential is 400 INVALID_ARGUMENT.',
        ),
        s(
          'quality_on_demand_createSession_400.5_out_of_range_port',
          'A port outside 0–65535, anywhere in the request, is 400 (OUT_OF_RANGE or INVALID_ARGUMENT).',
        ),
        s(
          'quality_on_demand_createSession_400.6_invalid_sink_credential',
          'A sink credential of type PLAIN or REFRESHTOKEN is 400 INVALID_CREDENTIAL.',
        ),
        s(
          'quality_on_demand_createSession_400.7_sink_credential_invalid_token',
          'A sink token type other than bearer is 400 (INVALID_TOKEN or INVALID_ARGUMENT).',
        ),
        s('quality_on_demand_createSession_400.8_non_existent_qos_profile', 'A QoS profile that does not exist is 400 INVALID_ARGUMENT.'),
        s(
          'quality_on_demand_createSession_400.9_invalid_duration',
          'A duration the chosen profile does not allow is 400 INVALID_ARGUMENT.',
        ),
        s('quality_on_demand_createSession_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_createSession_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_createSession_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_createSession_403.1_missing_access_token_scope', 'A token lacking the create scope is 403 PERMISSION_DENIED.'),
        s('quality_on_demand_createSession_409.1_session_conflict', 'A second session for a device that has one is 409 CONFLICT.'),
        s(
          'quality_on_demand_createSession_422.1_session_qos_profile_not_applicable',
          'A profile that exists but is not available is 422 QOS_PROFILE_NOT_APPLICABLE.',
        ),
      ],
    },
    {
      file: 'quality-on-demand-deleteSession.feature',
      operation: 'deleteSession',
      scenarios: [
        s('quality_on_demand_deleteSession_01_delete_existing_qod_session', 'Deleting an existing session gets 204.'),
        s(
          'quality_on_demand_deleteSession_02_event_notification',
          'Deleting an available session with a sink sends an UNAVAILABLE, DELETE_REQUESTED event there.',
        ),
        s('quality_on_demand_deleteSession_400.1_invalid_session_id', 'A session id that is not a UUID is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_deleteSession_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_deleteSession_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_deleteSession_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_deleteSession_403.1_missing_access_token_scope', 'A token lacking the delete scope is 403 PERMISSION_DENIED.'),
        s(
          'quality_on_demand_deleteSession_403.2_session_token_mismatch',
          'Another API client’s token for the session is 403 PERMISSION_DENIED.',
        ),
        s('quality_on_demand_deleteSession_404.1_not_found', 'A random UUID is 404 NOT_FOUND.'),
      ],
    },
    {
      file: 'quality-on-demand-extendQosSessionDuration.feature',
      operation: 'extendQosSessionDuration',
      scenarios: [
        s(
          'quality_on_demand_extendQosSessionDuration_01_generic_success_scenario',
          'Extending an available session gets 200 and the longer session.',
        ),
        s(
          'quality_on_demand_extendQosSessionDuration_02_exceed_max_duration',
          'An extension past the profile’s longest duration is cut to it.',
        ),
        s(
          'quality_on_demand_extendQosSessionDuration_400.1_schema_not_compliant',
          'A body breaking the extension schema is 400 INVALID_ARGUMENT.',
        ),
        s(
          'quality_on_demand_extendQosSessionDuration_400.2_invalid_session_id',
          'A session id that is not a UUID is 400 INVALID_ARGUMENT.',
        ),
        s('quality_on_demand_extendQosSessionDuration_400.3_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_extendQosSessionDuration_400.4_empty_request_body', 'An empty object is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_extendQosSessionDuration_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_extendQosSessionDuration_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_extendQosSessionDuration_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s(
          'quality_on_demand_extendQosSessionDuration_403.1_missing_access_token_scope',
          'A token lacking the update scope is 403 PERMISSION_DENIED.',
        ),
        s(
          'quality_on_demand_extendQosSessionDuration_403.2_session_token_mismatch',
          'Another API client’s token for the session is 403 PERMISSION_DENIED.',
        ),
        s('quality_on_demand_extendQosSessionDuration_404.1_not_found', 'A random UUID is 404 NOT_FOUND.'),
        s(
          'quality_on_demand_extendQosSessionDuration_409.1_session_not_available',
          'Extending a session that is not AVAILABLE is 409 SESSION_EXTENSION_NOT_ALLOWED.',
        ),
      ],
    },
    {
      file: 'quality-on-demand-getSession.feature',
      operation: 'getSession',
      scenarios: [
        s(
          'quality_on_demand_getSession_01_get_existing_session',
          'Reading an existing session gets 200, SessionInfo, and what creating it set.',
        ),
        s(
          'quality_on_demand_getSession_02_get_recent_unavailable',
          'A session that failed within the last 360 s still reads, as UNAVAILABLE.',
        ),
        s('quality_on_demand_getSession_400.1_invalid_session_id', 'A session id that is not a UUID is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_getSession_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_getSession_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_getSession_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_getSession_403.1_missing_access_token_scope', 'A token lacking the read scope is 403 PERMISSION_DENIED.'),
        s(
          'quality_on_demand_getSession_403.2_session_token_mismatch',
          'Another API client’s token for the session is 403 PERMISSION_DENIED.',
        ),
        s('quality_on_demand_getSession_404.1_not_found', 'A random UUID is 404 NOT_FOUND.'),
      ],
    },
    {
      file: 'quality-on-demand-retrieveSessionsByDevice.feature',
      operation: 'retrieveSessionsByDevice',
      scenarios: [
        s(
          'quality_on_demand_retrieveSessionsByDevice_01_get_existing_session_by_device',
          'A device with active sessions gets them listed.',
        ),
        s('quality_on_demand_retrieveSessionsByDevice_02_sessions_not_found', 'A device with no active session gets an empty list.'),
        s('quality_on_demand_retrieveSessionsByDevice_C01.01_device_empty', 'An empty device object is 400 INVALID_ARGUMENT.'),
        s(
          'quality_on_demand_retrieveSessionsByDevice_C01.02_device_identifiers_not_schema_compliant',
          'A device identifier breaking its schema is 400 INVALID_ARGUMENT.',
        ),
        s(
          'quality_on_demand_retrieveSessionsByDevice_C01.03_device_not_found',
          'A well-formed device that is no subscriber is 404 IDENTIFIER_NOT_FOUND.',
        ),
        s(
          'quality_on_demand_retrieveSessionsByDevice_C01.04_unnecessary_device',
          'A device beside a token that names one is 422 UNNECESSARY_IDENTIFIER.',
        ),
        s(
          'quality_on_demand_retrieveSessionsByDevice_C01.05_missing_device',
          'No device, and a token that names none, is 422 MISSING_IDENTIFIER.',
        ),
        s(
          'quality_on_demand_retrieveSessionsByDevice_C01.06_unsupported_device',
          'Only identifiers the provider does not take is 422 UNSUPPORTED_IDENTIFIER.',
        ),
        s(
          'quality_on_demand_retrieveSessionsByDevice_C01.07_device_not_supported',
          'A device the service does not apply to is 422 SERVICE_NOT_APPLICABLE.',
        ),
        s('quality_on_demand_retrieveSessionsByDevice_400.1_schema_not_compliant', 'A body breaking its schema is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_retrieveSessionsByDevice_400.2_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('quality_on_demand_retrieveSessionsByDevice_401.1_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_retrieveSessionsByDevice_401.2_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('quality_on_demand_retrieveSessionsByDevice_401.3_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s(
          'quality_on_demand_retrieveSessionsByDevice_403.1_missing_access_token_scope',
          'A token lacking the retrieve scope is 403 PERMISSION_DENIED.',
        ),
      ],
    },
  ],
  'otp-sms': [
    {
      file: 'one-time-password-sms-sendCode.feature',
      operation: 'sendCode',
      scenarios: [
        s(
          'OTPvalidationAPI_01_send_code_success_scenario',
          'A served number and a message with {{code}}: 200 and a body of the send response schema.',
        ),
        s(
          'OTPvalidationAPI_02_send_code_success_scenario_without_x-correlator',
          'The same without an x-correlator header: still 200 and the schema.',
        ),
        s('OTPvalidationAPI_400.1_send_code_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.2_send_code_empty_request_body', 'An empty object is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.4_send_code_incorrect_phone_number_request_body', 'The number "3301" is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.5_send_code_missing_message', 'No message is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.6_send_code_missing_code_request_body', 'A message without {{code}} is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.7_send_code_message_too_long', 'A message over the longest allowed is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_401.1_send_code_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('OTPvalidationAPI_401.2_send_code_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('OTPvalidationAPI_401.3_send_code_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s(
          'OTPvalidationAPI_03_send_code_max_otp_code',
          'A number sent as many codes as allowed is refused the next: 403 MAX_OTP_CODES_EXCEEDED.',
        ),
        s('OTPvalidationAPI_04_send_code_phone_number_not_allowed', 'A line that cannot receive SMS is 403 PHONE_NUMBER_NOT_ALLOWED.'),
        s('OTPvalidationAPI_05_send_code_phone_number_not_allowed_3', 'A landline is 403 PHONE_NUMBER_NOT_ALLOWED.'),
        s('OTPvalidationAPI_06_send_code_phone_number_blocked', 'A line barred from SMS is 403 PHONE_NUMBER_BLOCKED.'),
        s('OTPvalidationAPI_404.1_send_code_phone_number_not_belong_to_operator', 'A number that is not the operator’s is 404 NOT_FOUND.'),
      ],
    },
    {
      file: 'one-time-password-sms-validateCode.feature',
      operation: 'validateCode',
      scenarios: [
        s('OTPvalidationAPI_01_validate_code_sucess_scenario', 'The code the SMS carried, for its authenticationId: 204.'),
        s('OTPvalidationAPI_02_validate_code_sucess_scenario_without_x-correlator', 'The same without an x-correlator header: 204.'),
        s('OTPvalidationAPI_400.1_validate_code_no_request_body', 'No body at all is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.2_validate_code_empty_request_body', 'An empty object is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.3_validate_code_missing_authenticationId', 'A code without an authenticationId is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.3_validate_code_missing_code', 'An authenticationId without a code is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.4_validate_code_exceed_code_max_length', 'A code longer than ten characters is 400 INVALID_ARGUMENT.'),
        s('OTPvalidationAPI_400.5_validate_code_invalid_otp_scenario', 'A code other than the one sent is 400 INVALID_OTP.'),
        s(
          'OTPvalidationAPI_400.6_validate_code_verification_expired_scenario_1',
          'The right code after the code’s lifetime is 400 VERIFICATION_EXPIRED.',
        ),
        s(
          'OTPvalidationAPI_400.7_validate_code_verification_expired_scenario_2',
          'The first of two codes sent to one number is 400 VERIFICATION_EXPIRED.',
        ),
        s(
          'OTPvalidationAPI_400.8_validate_code_verification_expired_scenario_3',
          'A code validated once is 400 VERIFICATION_EXPIRED the second time.',
        ),
        s(
          'OTPvalidationAPI_400.9_validate_code_verification_failed_scenario',
          'The wrong code that uses up the attempts is 400 VERIFICATION_FAILED.',
        ),
        s('OTPvalidationAPI_401.1_validate_code_no_authorization_header', 'No Authorization header is 401 UNAUTHENTICATED.'),
        s('OTPvalidationAPI_401.2_validate_code_expired_access_token', 'An expired token is 401 UNAUTHENTICATED.'),
        s('OTPvalidationAPI_401.3_validate_code_invalid_access_token', 'A token that is not valid is 401 UNAUTHENTICATED.'),
        s('OTPvalidationAPI_404_validate_code_resource_not_found', 'An unknown authenticationId is 404 NOT_FOUND.'),
      ],
    },
  ],
};

/** Every scenario, with its API and file: `<slug> <file> <id>` is unique. */
export const ALL_SCENARIOS = Object.entries(CAMARA_SCENARIOS).flatMap(([slug, features]) =>
  features.flatMap(({ file, operation, scenarios }) =>
    scenarios.map((scenario) => ({ slug: slug as ApiSlug, file, operation, ...scenario })),
  ),
);
