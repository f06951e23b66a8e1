import Foundation

/// The structural rules GitHub code scanning applies to an uploaded SARIF file (as listed in the
/// project's lint conventions), checked without a network or a schema download.
enum SARIFStructure {
  static let levels: Set<String> = ["none", "note", "warning", "error"]

  /// Every violation of the rules, as sentences; empty when the document is acceptable.
  static func problems(in document: [String: Any]) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
      if !condition { problems.append(problem()) }
    }
    check((document["$schema"] as? String)?.hasPrefix("https://") == true, "$schema is not a URI")
    check(document["version"] as? String == "2.1.0", "version is not \"2.1.0\"")
    guard let runs = document["runs"] as? [[String: Any]], !runs.isEmpty else {
      return problems + ["runs is missing or empty"]
    }
    for (runIndex, run) in runs.enumerated() {
      let path = "runs[\(runIndex)]"
      guard let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any] else {
        problems.append("\(path).tool.driver is missing")
        continue
      }
      check(!((driver["name"] as? String) ?? "").isEmpty, "\(path).tool.driver.name is empty")
      check(!((driver["version"] as? String) ?? "").isEmpty, "\(path).tool.driver.version is empty")
      if let uri = driver["informationUri"] {
        check(
          (uri as? String).flatMap(URL.init(string:))?.scheme != nil,
          "\(path).tool.driver.informationUri is not an absolute URI")
      }
      let rules = driver["rules"] as? [[String: Any]] ?? []
      check(!rules.isEmpty, "\(path).tool.driver.rules is empty")
      var ids: [String] = []
      for (index, rule) in rules.enumerated() {
        let rulePath = "\(path).tool.driver.rules[\(index)]"
        let id = rule["id"] as? String ?? ""
        ids.append(id)
        check(!id.isEmpty, "\(rulePath).id is empty")
        check(!((rule["name"] as? String) ?? "").isEmpty, "\(rulePath).name is empty")
        for field in ["shortDescription", "fullDescription", "help"] {
          check(
            !(((rule[field] as? [String: Any])?["text"] as? String) ?? "").isEmpty,
            "\(rulePath).\(field).text is empty")
        }
        check(
          !(((rule["help"] as? [String: Any])?["markdown"] as? String) ?? "").isEmpty,
          "\(rulePath).help.markdown is empty")
        let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
        check(level.map(levels.contains) == true, "\(rulePath).defaultConfiguration.level")
      }
      check(Set(ids).count == ids.count, "\(path): rule ids are not unique")
      guard let results = run["results"] as? [[String: Any]] else {
        problems.append("\(path).results is missing")
        continue
      }
      for (index, result) in results.enumerated() {
        let resultPath = "\(path).results[\(index)]"
        let ruleID = result["ruleId"] as? String ?? ""
        check(ids.contains(ruleID), "\(resultPath).ruleId '\(ruleID)' is not a driver rule")
        if let ruleIndex = result["ruleIndex"] as? Int {
          check(
            ids.indices.contains(ruleIndex) && ids[ruleIndex] == ruleID,
            "\(resultPath).ruleIndex does not point at its rule")
        }
        check(
          (result["level"] as? String).map(levels.contains) == true, "\(resultPath).level")
        check(
          !(((result["message"] as? [String: Any])?["text"] as? String) ?? "").isEmpty,
          "\(resultPath).message.text is empty")
        let fingerprints = result["partialFingerprints"] as? [String: String] ?? [:]
        check(!fingerprints.isEmpty, "\(resultPath).partialFingerprints is empty")
        guard let location = physicalLocation(of: result) else {
          problems.append("\(resultPath).locations[0].physicalLocation is missing")
          continue
        }
        let artifact = location["artifactLocation"] as? [String: Any] ?? [:]
        let uri = artifact["uri"] as? String ?? ""
        check(
          !uri.isEmpty && !uri.hasPrefix("/") && !uri.contains("://") && !uri.hasPrefix("./")
            && !uri.split(separator: "/").contains("..") && !uri.contains("\\"),
          "\(resultPath): uri '\(uri)' is not repository-relative")
        check(artifact["uriBaseId"] as? String != nil, "\(resultPath): no uriBaseId")
        let region = location["region"] as? [String: Any] ?? [:]
        let startLine = region["startLine"] as? Int ?? 0
        let startColumn = region["startColumn"] as? Int ?? 0
        check(startLine >= 1 && startColumn >= 1, "\(resultPath): region is not 1-based")
        if let endColumn = region["endColumn"] as? Int {
          check(endColumn > startColumn, "\(resultPath): region ends before it starts")
        }
      }
    }
    return problems
  }

  static func physicalLocation(of result: [String: Any]) -> [String: Any]? {
    (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
  }
}
