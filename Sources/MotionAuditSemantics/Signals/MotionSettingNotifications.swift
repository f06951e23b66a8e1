/// The notifications that tell an app a motion setting changed: what an observer of the settings
/// listens to.
package enum MotionSettingNotifications {
  /// The notification names (the last member of the written name: `UIAccessibility.` and
  /// `NSWorkspace.` prefixes do not matter), with the setting each announces.
  package static let names: [String: String] = MotionSignalTable.changeNotifications.mapValues(
    \.rawValue)

  /// Whether `expression` (a notification name as written) names a motion setting's change.
  package static func isMotionSettingNotification(_ expression: String) -> Bool {
    let last = expression.split(separator: ".").last.map(String.init) ?? expression
    return names[last] != nil
  }
}
