import Foundation
import Testing

/// Lottie JSON text: 2 s at 30 fps with `markers`.
func lottieJSON(name: String = "pip", markers: [String] = []) -> String {
  let list = markers.enumerated().map { index, marker in
    #"{"cm":"\#(marker)","tm":\#(index * 10),"dr":10}"#
  }.joined(separator: ",")
  return
    #"{"v":"5.7.0","nm":"\#(name)","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[{}],"markers":[\#(list)]}"#
}
