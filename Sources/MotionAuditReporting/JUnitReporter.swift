import MotionAuditEngine

/// JUnit XML, which CI systems (GitLab, Jenkins, Azure Pipelines, CircleCI, Buildkite) show as
/// test results: one `<testsuite>` per file with findings, one `<testcase>` per finding.
///
/// A finding at or above the threshold is a `<failure>`; one below it passes, with its text in
/// `<system-out>`, so the failure count matches the exit code. A file that could not be read is
/// an `<error>`; one skipped for another reason (binary, generated) is `<skipped>`. Paths are
/// repository-relative; the shape is documented in `docs/motion-audit.md`.
package struct JUnitReporter: Reporter {
  package var paths: RepositoryPaths

  package init(paths: RepositoryPaths) {
    self.paths = paths
  }

  private struct Suite {
    var name: String
    var cases: [String] = []
    var failures = 0
    var errors = 0
    var skipped = 0
  }

  package func render(_ report: AuditReport) -> String {
    var suites: [Suite] = []
    var suiteIndex: [String: Int] = [:]
    func append(to file: String, _ update: (inout Suite) -> Void) {
      let index =
        suiteIndex[file]
        ?? {
          suites.append(Suite(name: file))
          suiteIndex[file] = suites.count - 1
          return suites.count - 1
        }()
      update(&suites[index])
    }
    for finding in report.findings {
      let file = paths.displayPath(of: finding.file)
      let location = "\(file):\(finding.line):\(finding.column)"
      let text =
        "\(location): \(finding.severity.rawValue): \(finding.message)\nFix: \(finding.fix)"
      let opening =
        "    <testcase name=\"\("\(finding.ruleID) at \(finding.line):\(finding.column)".xmlEscaped)\""
        + " classname=\"\(file.xmlEscaped)\" file=\"\(file.xmlEscaped)\" line=\"\(finding.line)\">\n"
      let isFailing = finding.severity >= report.threshold
      let body =
        isFailing
        ? "      <failure type=\"\(finding.ruleID.xmlEscaped)\" message=\"\(finding.message.xmlEscaped)\">"
          + "\(text.xmlEscaped)</failure>\n"
        : "      <system-out>\(text.xmlEscaped)</system-out>\n"
      append(to: file) { suite in
        suite.cases.append(opening + body + "    </testcase>\n")
        if isFailing { suite.failures += 1 }
      }
    }
    for skipped in report.skipped {
      let file = paths.displayPath(of: skipped.file)
      let isError = skipped.kind == .unreadable
      let body =
        isError
        ? "      <error type=\"unreadable\" message=\"\(skipped.reason.xmlEscaped)\"/>\n"
        : "      <skipped message=\"\(skipped.reason.xmlEscaped)\"/>\n"
      append(to: file) { suite in
        suite.cases.append(
          "    <testcase name=\"audit\" classname=\"\(file.xmlEscaped)\" file=\"\(file.xmlEscaped)\">\n"
            + body + "    </testcase>\n")
        if isError { suite.errors += 1 } else { suite.skipped += 1 }
      }
    }
    let totals = suites.reduce(into: (tests: 0, failures: 0, errors: 0, skipped: 0)) {
      $0.tests += $1.cases.count
      $0.failures += $1.failures
      $0.errors += $1.errors
      $0.skipped += $1.skipped
    }
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output +=
      "<testsuites name=\"motion-audit\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\""
      + " errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\">\n"
    for suite in suites {
      output +=
        "  <testsuite name=\"\(suite.name.xmlEscaped)\" tests=\"\(suite.cases.count)\""
        + " failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\">\n"
      output += suite.cases.joined()
      output += "  </testsuite>\n"
    }
    output += "</testsuites>\n"
    return output
  }
}
