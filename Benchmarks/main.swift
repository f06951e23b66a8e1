import MotionAudit

print("benchmark")
