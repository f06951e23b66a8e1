import MotionAuditReporting

/// The report formats CI systems and reviews read, and the links reports carry.
extension AuditCommand {
  static let reportFormatsHelp =
    " For CI: junit (test results), checkstyle, codeclimate (GitLab Code Quality), sonarqube "
    + "(generic issue import), csv, markdown (a pull-request comment)."

  static let sourceURLTemplateOption = OptionDefinition(
    name: "--source-url-template", valueName: "template",
    help: "Link each location to its source in the html and markdown reports: {path} becomes "
      + "the repository-relative path and {line} the line, e.g. "
      + "https://example.com/repo/blob/abc123/{path}#L{line}.")

  static let documentationURLOption = OptionDefinition(
    name: "--docs-url", valueName: "url",
    help: "Where the project's docs folder is published; sarif, markdown and html reports link "
      + "each rule to its section of rules.md there.")

  /// The links `--source-url-template` and `--docs-url` ask for.
  static func links(from arguments: ParsedArguments) throws(UsageError) -> ReportLinks {
    var template: SourceURLTemplate?
    if let text = arguments.values["--source-url-template"] {
      do {
        template = try SourceURLTemplate(text)
      } catch {
        throw UsageError(message: "'--source-url-template': \(error.description)")
      }
    }
    let documentation = arguments.values["--docs-url"]
    if let documentation, !documentation.hasPrefix("https://"), !documentation.hasPrefix("http://")
    {
      throw UsageError(
        message: "'--docs-url' must be an absolute http(s) URL (got '\(documentation)')")
    }
    return ReportLinks(documentationBaseURL: documentation, sourceURLTemplate: template)
  }
}

extension AuditCommand.Format {
  /// SwiftLint's reporter names that have no format of the same name here, with the format
  /// closest to each.
  static let swiftLintReporters = [
    "emoji": "text", "summary": "text", "relative-path": "xcode",
    "github-actions-logging": "github",
    "gitlab": "codeclimate", "gitlab-json": "codeclimate",
  ]

  /// The reporter of a CI format, with repository-relative paths.
  func reportReporter(in context: CommandContext, links: ReportLinks) -> any Reporter {
    let paths = RepositoryRoot.paths(in: context)
    switch self {
    case .junit: return JUnitReporter(paths: paths)
    case .checkstyle: return CheckstyleReporter(paths: paths)
    case .codeclimate: return CodeClimateReporter(paths: paths)
    case .sonarqube: return SonarQubeReporter(paths: paths)
    case .csv: return CSVReporter(paths: paths)
    case .markdown: return MarkdownReporter(paths: paths, links: links)
    case .text, .xcode, .json, .sarif, .github, .html: return reporter(in: context, links: links)
    }
  }
}
