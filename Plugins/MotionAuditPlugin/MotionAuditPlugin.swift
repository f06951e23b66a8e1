import Foundation
import PackagePlugin

/// `swift package motion-audit [--target <name> ...] [motion-audit options]`: audits the
/// package's source targets (all but tests, or the ones named with `--target`) with the
/// package's own `.motion-audit.json`, and fails when motion-audit does.
///
/// It only reads: `--fix` belongs to `swift package motion-audit-fix`, which asks for
/// permission to write to the package directory.
@main
struct MotionAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let options = extractor.remainingArguments
    if options.contains("--fix") {
      Diagnostics.error(
        "motion-audit only reads here; to correct files, run "
          + "'swift package --allow-writing-to-package-directory motion-audit-fix'")
      throw PluginFailure.fixNeedsPermission
    }
    let paths = try auditedPaths(in: context.package, targetNames: targetNames)
    try runMotionAudit(
      try context.tool(named: "motion-audit").url, in: context.package.directoryURL,
      arguments: paths + options)
  }
}

/// Why the plugin stopped.
enum PluginFailure: Error, CustomStringConvertible {
  case fixNeedsPermission
  case noTargets
  case failed(Int32)

  var description: String {
    switch self {
    case .fixNeedsPermission: "--fix needs the motion-audit-fix command"
    case .noTargets: "the package has no source targets to audit"
    case .failed(let status):
      status == 1
        ? "motion-audit found motion that ignores Reduce Motion (exit 1)"
        : "motion-audit failed (exit \(status))"
    }
  }
}

/// The directories of the package's Swift source targets (tests aside, unless named), relative to
/// the package directory. C and C++ targets are left out: a path with no Swift file is an error.
func auditedPaths(in package: Package, targetNames: [String]) throws -> [String] {
  let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
  let root = package.directoryURL.standardizedFileURL.path
  let paths = targets.compactMap { $0 as? SwiftSourceModuleTarget }
    .filter { !targetNames.isEmpty || $0.kind != .test }
    .map { target -> String in
      let path = target.directoryURL.standardizedFileURL.path
      return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
  guard !paths.isEmpty else { throw PluginFailure.noTargets }
  return Array(Set(paths)).sorted()
}

/// Runs the tool in `directory`, sharing the plugin's output, and fails as it fails (SwiftPM
/// prints the thrown failure as the error line; reporting it too would print it twice).
func runMotionAudit(_ tool: URL, in directory: URL, arguments: [String]) throws {
  let process = Process()
  process.executableURL = tool
  process.currentDirectoryURL = directory
  process.arguments = arguments
  try process.run()
  process.waitUntilExit()
  guard process.terminationReason == .exit, process.terminationStatus == 0 else {
    throw PluginFailure.failed(process.terminationStatus)
  }
}
